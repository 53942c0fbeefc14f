/**
 * English texts: the horoscope match panel, the search filter and card score, and the operator's
 * matching rule. `reason` holds the texts of the shared matcher's reason keys (horoscope.reason.*);
 * `_bride`, `_groom` and `_both` are i18next contexts, chosen by the reason's `side`.
 */
export const horoscopeTexts = {
  horoscope: {
    panel: {
      title: 'Horoscope match',
      intro: 'Your horoscope and this profile’s, from birth star, padham and raasi.',
      loading: 'Matching the horoscopes…',
      failed: 'The horoscope match could not be loaded.',
      tooMany: 'You have matched many horoscopes in the last hour. Please try again later.',
      needStar: 'Add your birth star, padham and raasi to see how your horoscope matches this profile.',
      addStar: 'Add your horoscope details',
      verdict: {
        match: 'The horoscopes match',
        no_match: 'The horoscopes do not match',
        unknown: 'Not known yet',
      },
      /** The verdict and its reasons (horoscope.because) in one sentence. */
      says: {
        match: 'The horoscopes match: {{reasons}}.',
        no_match: 'The horoscopes do not match: {{reasons}}.',
        unknown: 'Not known yet: {{reasons}}.',
      },
      undecided:
        'The gunas come to {{min}} to {{max}}, depending on exactly where the Moon was, which star and padham do not say. An astrologer can tell from the birth time.',
    },
    /** What decided a verdict, as clauses of the panel's one sentence (shared DecidingReason). */
    because: {
      mandatoryFailed_one: '{{names}} must match on this site, and it does not',
      mandatoryFailed_other: '{{names}} must match on this site, and they do not',
      mandatoryPartial_one: '{{names}} must match on this site, and it is only partial',
      mandatoryPartial_other: '{{names}} must match on this site, and they are only partial',
      tooFew: 'only {{matched}} of the 10 poruthams match, and this site asks for at least {{min}}',
      mandatoryHeld_one: '{{names}} matches, as this site requires',
      mandatoryHeld_other: '{{names}} match, as this site requires',
      enoughMatched: '{{matched}} of the 10 poruthams match, and this site asks for at least {{min}}',
      mandatoryUnknown_one: 'whether {{names}} matches is not known',
      mandatoryUnknown_other: 'whether {{names}} match is not known',
      countUndecided:
        '{{matched}} of the 10 poruthams match and {{unknown}} are not known, and this site asks for at least {{min}}',
      blockingDosha_one: 'there is {{doshas}}, which rules out a match on this site',
      blockingDosha_other: 'there are {{doshas}}, which rule out a match on this site',
      blockingDoshaGunas_one:
        'there is {{doshas}} ({{gunas}} of 36 gunas), which rules out a match on this site',
      blockingDoshaGunas_other:
        'there are {{doshas}} ({{gunas}} of 36 gunas), which rule out a match on this site',
      gunaBelow: 'only {{gunas}} of 36 gunas, and this site asks for at least {{min}}',
      gunaReached: '{{gunas}} of 36 gunas, and this site asks for at least {{min}}',
      noBlockingDosha: 'no {{doshas}}',
      doshaUnknown: 'whether there is {{doshas}} is not known',
      gunaUndecided: 'the gunas come to {{gunas}} of 36, and this site asks for at least {{min}}',
      starUnknown: 'a birth star is missing on one side',
      marsBlocks: 'only one of the two has Mars dosha (mangal dosh, chevvai dosham)',
      marsClear: 'Mars dosha is alike in both',
      marsUnknown: 'Mars dosha cannot be told without both birth times and places from the list',
      gunaSpan: '{{min}} to {{max}}',
    },
    porutham: {
      title: 'Ten poruthams',
      matched_one: '{{count}} of 10 poruthams matches',
      matched_other: '{{count}} of 10 poruthams match',
      ruleMandatory: 'This site asks for {{mandatory}} to match, and at least {{min}} of the 10.',
      ruleCount: 'This site asks for at least {{min}} of the 10 to match.',
      forReference: 'Shown for reference: this site goes by the gunas.',
      names: {
        dina: 'Dina',
        gana: 'Gana',
        mahendra: 'Mahendra',
        stree_deergha: 'Stree Deergha',
        yoni: 'Yoni',
        rajju: 'Rajju',
        vedha: 'Vedha',
        rasi: 'Rasi',
        rasi_adhipathi: 'Rasi Adhipathi',
        vasya: 'Vasya',
      },
      result: {
        match: 'Match',
        partial: 'Partial',
        no_match: 'No match',
        unknown: 'Not known',
      },
    },
    guna: {
      title: 'Guna Milan (36 gunas)',
      koota: 'Koota',
      points: 'Gunas',
      total: '{{total}} of 36 gunas',
      totalUnknown: 'The total is not known',
      totalRange: '{{min}} to {{max}} of 36 gunas',
      ruleDoshas: 'This site asks for at least {{min}} of 36 gunas, and no {{doshas}}.',
      ruleTotal: 'This site asks for at least {{min}} of 36 gunas.',
      forReference: 'Shown for reference: this site goes by the poruthams.',
      pointsOf: '{{points}} of {{max}}',
      pointsUnknown: 'Not known',
      enough: 'At least {{min}} is counted as a match here: enough.',
      notEnough: 'At least {{min}} is counted as a match here: not enough.',
      doshas: 'Doshas',
      noDosha: 'No nadi or bhakoot dosha.',
      names: {
        varna: 'Varna',
        vashya: 'Vashya',
        tara: 'Tara',
        yoni: 'Yoni',
        graha_maitri: 'Graha Maitri',
        gana: 'Gana',
        bhakoot: 'Bhakoot',
        nadi: 'Nadi',
      },
      dosha: {
        nadi: 'Nadi dosha',
        bhakoot: 'Bhakoot dosha',
      },
    },
    card: {
      label: 'Horoscope',
      poruthams: '{{matched}}/10 poruthams',
      gunas: '{{guna}}/36 gunas',
      gunasRange: '{{min}}-{{max}}/36 gunas',
      match: 'matches',
      noMatch: 'does not match',
      /** A card's short reason for a no: the mandatory poruthams failed, or the doshas. */
      noMatchBecause: 'does not match ({{reason}})',
      mars: 'Mars dosha',
      mandatoryFailed: '{{names}} required',
    },
    form: {
      savedRaasiDisagrees:
        'The raasi saved earlier, {{raasi}}, is not the one this birth star and padham fall in. Please check the horoscope and choose the raasi again.',
      savedRaasiNotOfStar:
        'The raasi saved earlier, {{raasi}}, is not one this birth star falls in. Please check the horoscope and choose the raasi again.',
    },
    filter: {
      label: 'Horoscope matches only',
      hint: 'By this site’s rule for matching horoscopes.',
      needStar: 'Add your birth star to your horoscope details to use this.',
    },
    gana: { deva: 'Deva', manushya: 'Manushya', rakshasa: 'Rakshasa' },
    animal: {
      horse: 'horse',
      elephant: 'elephant',
      sheep: 'sheep',
      serpent: 'serpent',
      dog: 'dog',
      cat: 'cat',
      rat: 'rat',
      cow: 'cow',
      buffalo: 'buffalo',
      tiger: 'tiger',
      deer: 'deer',
      monkey: 'monkey',
      mongoose: 'mongoose',
      lion: 'lion',
    },
    rajju: { pada: 'Pada', kati: 'Kati', nabhi: 'Nabhi', kantha: 'Kantha', siro: 'Siro' },
    planet: {
      sun: 'the Sun',
      moon: 'the Moon',
      mars: 'Mars',
      mercury: 'Mercury',
      jupiter: 'Jupiter',
      venus: 'Venus',
      saturn: 'Saturn',
    },
    reason: {
      unknown_star_bride: 'The bride’s birth star is not known.',
      unknown_star_groom: 'The groom’s birth star is not known.',
      unknown_star_both: 'Neither birth star is known.',
      unknown_raasi_bride: 'The bride’s raasi is not known.',
      unknown_raasi_groom: 'The groom’s raasi is not known.',
      unknown_raasi_both: 'Neither raasi is known.',
      raasi_undecided_bride: 'The bride’s star spans two raasis, and no padham or raasi says which.',
      raasi_undecided_groom: 'The groom’s star spans two raasis, and no padham or raasi says which.',
      raasi_undecided_both: 'Both stars span two raasis, and no padham or raasi says which.',
      either_raasi: 'The same whichever of the star’s two raasis it is.',
      dina: {
        same_star_good: 'Both are born in the same star, which is good for this star.',
        same_star_medium: 'Both are born in the same star, which is acceptable for this star.',
        same_star_bad: 'Both are born in the same star, which is not good for this star.',
        count_good: 'Counting from the bride’s star, the groom’s is number {{count}}: a good place.',
        count_bad: 'Counting from the bride’s star, the groom’s is number {{count}}: not a good place.',
      },
      gana: {
        same: 'Both are of {{gana}} gana.',
        deva_manushya: 'A {{bride_gana}} gana bride and a {{groom_gana}} gana groom go together.',
        rakshasa_allowed:
          'A {{bride_gana}} gana bride and a {{groom_gana}} gana groom: allowed by this site’s rule.',
        mismatch: 'A {{bride_gana}} gana bride and a {{groom_gana}} gana groom do not go together.',
      },
      mahendra: {
        count_good:
          'Counting from the bride’s star, the groom’s is number {{count}}: one of the good places.',
        count_bad:
          'Counting from the bride’s star, the groom’s is number {{count}}, not 4, 7, 10, 13, 16, 19, 22 or 25.',
      },
      stree_deergha: {
        far: 'The groom’s star is number {{count}} from the bride’s: far enough.',
        medium: 'The groom’s star is number {{count}} from the bride’s: only just far enough.',
        near: 'The groom’s star is number {{count}} from the bride’s: too near.',
      },
      yoni: {
        same_animal: 'Both have the {{animal}} yoni.',
        enemies: 'The bride’s yoni is the {{bride_animal}}, the groom’s the {{groom_animal}}: enemies.',
        not_enemies:
          'The bride’s yoni is the {{bride_animal}}, the groom’s the {{groom_animal}}: not enemies.',
      },
      rajju: {
        different: 'The bride’s star is in {{bride_rajju}} rajju, the groom’s in {{groom_rajju}} rajju.',
        same_opposite_way:
          'Both stars are in {{rajju}} rajju, one rising and one descending: allowed by this site’s rule.',
        same: 'Both stars are in {{rajju}} rajju.',
      },
      vedha: {
        pair: 'The two stars are vedha to each other.',
        none: 'The two stars are not vedha to each other.',
      },
      rasi: {
        same: 'Both are of the same raasi.',
        count_bad: 'Counting from the bride’s raasi, the groom’s is number {{count}}: not a good place.',
        seventh_exception: 'The raasis are seventh from each other, but this pair is an exception.',
        seventh: 'The raasis are seventh from each other: a good match.',
        count_good: 'Counting from the bride’s raasi, the groom’s is number {{count}}: a good place.',
      },
      rasi_adhipathi: {
        same_lord: 'Both raasis are ruled by {{lord}}.',
        friends: 'The lords of the two raasis, {{bride_lord}} and {{groom_lord}}, are friends.',
        neutral:
          'The lords of the two raasis, {{bride_lord}} and {{groom_lord}}, are neither friends nor enemies.',
        enemies: 'The lords of the two raasis, {{bride_lord}} and {{groom_lord}}, are enemies.',
      },
      vasya: {
        mutual: 'Each raasi is vasya to the other.',
        groom_in_bride: 'The groom’s raasi is vasya to the bride’s.',
        bride_in_groom: 'The bride’s raasi is vasya to the groom’s.',
        none: 'Neither raasi is vasya to the other.',
      },
    },
    rule: {
      title: 'Horoscope matching rule',
      intro:
        'How this site decides that two horoscopes match. It applies to every member’s horoscope panel, to the search cards and to the “Horoscope matches only” filter.',
      site: 'Site',
      isDefault: 'This site follows the default rule.',
      setOn: 'Last changed on {{date}}.',
      kind: 'What decides a match',
      kindOptions: {
        guna: 'The 36 gunas (Guna Milan), as Marathi families count',
        porutham: 'The ten poruthams, as Tamil families count',
      },
      kindHint:
        'Members see both counts; only this one decides the verdict, the search cards and the “Horoscope matches only” filter.',
      inWords: 'What members read',
      gunaPart: 'Gunas',
      gunaPartHint: 'These decide when the site goes by the gunas.',
      blocking: 'Doshas that rule out a match',
      blockingHint: 'With any of these, the horoscopes do not match, whatever the total.',
      mars: 'Mars dosha (mangal dosh, chevvai dosham) rules out a match when only one of the two has it',
      marsHint:
        'Counted from the lagna and from the Moon, as families on {{site}} count it: Mars in any of the houses {{houses}}. Two horoscopes that both have it cancel out. Without a birth time and a place from the list it cannot be told, and the match stays undecided.',
      marsInWords: 'Mars dosha in only one of the two rules it out.',
      poruthamPart: 'Poruthams',
      poruthamPartHint: 'These decide when the site goes by the poruthams.',
      mandatory: 'Poruthams that must match',
      mandatoryHint: 'If any of these does not match, the horoscopes do not match.',
      minMatched: 'How many of the 10 poruthams must match',
      minGuna: 'Least guna total, of 36, counted as a match',
      minGunaHint: 'Fewer gunas than this do not match.',
      variants: 'Readings where the sources differ',
      save: 'Save the rule',
      saved: 'The horoscope rule is saved.',
      failed: 'The rule could not be saved.',
      loadFailed: 'The rule could not be loaded.',
      restoreDefault: 'Use the default rule',
      variant: {
        dina: {
          list: 'By the list of good places: 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26',
          remainder: 'By the remainder after dividing by 9 (also passes 17, 22 and 27)',
        },
        gana: {
          strict: 'Same gana, or Deva with Manushya',
          deva_bride_rakshasa_groom: 'Also a Deva bride with a Rakshasa groom',
          rakshasa_groom: 'Also a Rakshasa groom with a Deva or Manushya bride',
        },
        stree_deergha: {
          over_13: 'More than 13 stars apart; 8 to 13 is partial',
          over_9: 'More than 9 stars apart',
          from_13: '13 or more stars apart',
        },
        rajju: {
          strict: 'The same rajju never matches',
          arohanam_exception: 'The same rajju matches when one star is rising and the other descending',
        },
        rasi: {
          with_second: 'The 2nd, 6th, 8th and 12th raasi from the bride’s do not match',
          six_eight_twelve: 'Only the 6th, 8th and 12th raasi from the bride’s do not match',
        },
        rasi_adhipathi: {
          friends: 'The lords must be friends; a neutral lord is partial',
          not_enemies: 'The lords must not be enemies',
        },
      },
    },
  },
};
