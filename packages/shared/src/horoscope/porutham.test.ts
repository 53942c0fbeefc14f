import { describe, expect, it } from 'vitest';
import type { Padham, Raasi, Star } from '../options/stars.js';
import type { HoroscopeChart } from './chart.js';
import { DEFAULT_MATCH_RULE, type MatchRule, PORUTHAM_KEYS, type PoruthamKey } from './match-rule.js';
import { matchPorutham, type PoruthamResult } from './porutham.js';

// Every expectation below is written from the source named in its test, independently of the tables in
// porutham-rules.ts: star lists by name, counts by position in this file's own zodiac list.

const ZODIAC: readonly Star[] = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
];
const RAASIS: readonly Raasi[] = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
];

/** Number the bride's star 1 and walk forward to the groom's (jathakaporutham.com's worked method). */
function countFrom(bride: Star, groom: Star): number {
  const from = ZODIAC.indexOf(bride);
  let steps = 0;
  while (ZODIAC[(from + steps) % 27] !== groom) steps++;
  return steps + 1;
}

function countRaasiFrom(bride: Raasi, groom: Raasi): number {
  const from = RAASIS.indexOf(bride);
  let steps = 0;
  while (RAASIS[(from + steps) % 12] !== groom) steps++;
  return steps + 1;
}

/** The raasi holding the middle of a pada: 13°20′ to a star, 3°20′ to a pada, 30° to a raasi. */
function raasiAt(star: Star, pada: Padham): Raasi {
  const degrees = ZODIAC.indexOf(star) * (40 / 3) + (pada - 0.5) * (10 / 3);
  return RAASIS[Math.floor(degrees / 30)] as Raasi;
}

const STAR_PAIRS = ZODIAC.flatMap((bride) => ZODIAC.map((groom) => [bride, groom] as const));
const PADAS: readonly Padham[] = [1, 2, 3, 4];
const ALL_PADAS = ZODIAC.flatMap((star) => PADAS.map((pada) => ({ star, pada })));

function rule(variants: Partial<MatchRule['variants']>): MatchRule {
  return { ...DEFAULT_MATCH_RULE, variants: { ...DEFAULT_MATCH_RULE.variants, ...variants } };
}

function resultOf(
  key: PoruthamKey,
  bride: HoroscopeChart,
  groom: HoroscopeChart,
  r?: MatchRule,
): PoruthamResult {
  return matchPorutham(bride, groom, r).items[key].result;
}

/** Every star pair whose result differs from the expectation, so a failure names the pairs. */
function starMismatches(
  key: PoruthamKey,
  expected: (bride: Star, groom: Star) => PoruthamResult,
  r?: MatchRule,
) {
  return STAR_PAIRS.filter(([b, g]) => resultOf(key, { star: b }, { star: g }, r) !== expected(b, g)).map(
    ([b, g]) => `${b} → ${g}`,
  );
}

function padaMismatches(
  key: PoruthamKey,
  expected: (bride: Raasi, groom: Raasi) => PoruthamResult,
  r?: MatchRule,
): string[] {
  const wrong: string[] = [];
  for (const b of ALL_PADAS) {
    for (const g of ALL_PADAS) {
      const got = resultOf(key, b, g, r);
      if (got !== expected(raasiAt(b.star, b.pada), raasiAt(g.star, g.pada))) {
        wrong.push(`${b.star} ${b.pada} → ${g.star} ${g.pada}: ${got}`);
      }
    }
  }
  return wrong;
}

describe('counting from the bride to the groom', () => {
  it('counts both ends, as in the worked examples of jathakaporutham.com (thirumana poruththam)', () => {
    // "Ashwini girl to Bharani boy the count is 2, Ashwini girl to Krithikai boy the count is 3,
    // Bharani girl to Krithikai boy the count is 2."
    expect(matchPorutham({ star: 'Ashwini' }, { star: 'Bharani' }).items.dina.reason.count).toBe(2);
    expect(matchPorutham({ star: 'Ashwini' }, { star: 'Krittika' }).items.dina.reason.count).toBe(3);
    expect(matchPorutham({ star: 'Bharani' }, { star: 'Krittika' }).items.dina.reason.count).toBe(2);
    expect(matchPorutham({ star: 'Ashwini' }, { star: 'Revati' }).items.dina.reason.count).toBe(27);
    expect(matchPorutham({ star: 'Revati' }, { star: 'Ashwini' }).items.dina.reason.count).toBe(2);
  });

  it('gives every directional porutham the count from the bride, never from the groom', () => {
    for (const [b, g] of STAR_PAIRS) {
      const { items } = matchPorutham({ star: b }, { star: g });
      expect(items.dina.reason.count).toBe(countFrom(b, g));
      expect(items.mahendra.reason.count).toBe(countFrom(b, g));
      expect(items.stree_deergha.reason.count).toBe(countFrom(b, g));
    }
  });

  it('changes the answer when bride and groom are swapped where the rule is directional', () => {
    // Dina: 2 is in the list, 27 is not.
    expect(resultOf('dina', { star: 'Ashwini' }, { star: 'Bharani' })).toBe('match');
    expect(resultOf('dina', { star: 'Bharani' }, { star: 'Ashwini' })).toBe('no_match');
    // Stree deergha: the groom 27 stars on is far, 2 stars on is near.
    expect(resultOf('stree_deergha', { star: 'Ashwini' }, { star: 'Revati' })).toBe('match');
    expect(resultOf('stree_deergha', { star: 'Revati' }, { star: 'Ashwini' })).toBe('no_match');
    // Rasi counted from the bride only: the 2nd passes, the 12th fails.
    const fromBride = rule({ rasi: 'six_eight_twelve' });
    expect(resultOf('rasi', { raasi: 'Mesha' }, { raasi: 'Vrishabha' }, fromBride)).toBe('match');
    expect(resultOf('rasi', { raasi: 'Vrishabha' }, { raasi: 'Mesha' }, fromBride)).toBe('no_match');
    // Gana with Rakshasa grooms allowed: a Deva bride may take a Rakshasa groom, not the other way.
    const rakshasaGroom = rule({ gana: 'rakshasa_groom' });
    expect(resultOf('gana', { star: 'Ashwini' }, { star: 'Krittika' }, rakshasaGroom)).toBe('match');
    expect(resultOf('gana', { star: 'Krittika' }, { star: 'Ashwini' }, rakshasaGroom)).toBe('no_match');
  });

  it('gives the same answer both ways for the symmetric ones (rajju, vedha, yoni) over all 27×27', () => {
    for (const [b, g] of STAR_PAIRS) {
      for (const key of ['rajju', 'vedha', 'yoni'] as const) {
        expect(resultOf(key, { star: b }, { star: g })).toBe(resultOf(key, { star: g }, { star: b }));
      }
    }
  });
});

describe('dina', () => {
  // jathakaporutham.com/nakshathra-porutham-for-marriage, "Aega nakshatra": Rohini, Thiruvathirai, Poosam,
  // Maham, Hastham, Thiruvonam uthamam; Ashwini, Bharani, Karthikai, Mrigashrish, Punarpoosam, Uthiram,
  // Chithirai, Anusham mathimam; the other thirteen do not match.
  const SAME_GOOD: readonly Star[] = ['Rohini', 'Ardra', 'Pushya', 'Magha', 'Hasta', 'Shravana'];
  const SAME_MEDIUM: readonly Star[] = [
    'Ashwini',
    'Bharani',
    'Krittika',
    'Mrigashira',
    'Punarvasu',
    'Uttara Phalguni',
    'Chitra',
    'Anuradha',
  ];
  const sameStar = (star: Star): PoruthamResult =>
    SAME_GOOD.includes(star) ? 'match' : SAME_MEDIUM.includes(star) ? 'partial' : 'no_match';

  it('matches by the list 2 4 6 8 9 11 13 15 18 20 24 26 over all 27×27 (jathakaporutham.com)', () => {
    const good = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];
    expect(
      starMismatches('dina', (b, g) => {
        const count = countFrom(b, g);
        if (count === 1) return sameStar(b);
        return good.includes(count) ? 'match' : 'no_match';
      }),
    ).toEqual([]);
  });

  it('matches by the remainder variant 2 … 26 and 17 22 27 over all 27×27 (diamondtamil.com, poorvapunya.com)', () => {
    const good = [2, 4, 6, 8, 9, 11, 13, 15, 17, 18, 20, 22, 24, 26, 27];
    const remainder = rule({ dina: 'remainder' });
    expect(
      starMismatches(
        'dina',
        (b, g) => {
          const count = countFrom(b, g);
          if (count === 1) return sameStar(b);
          return good.includes(count) ? 'match' : 'no_match';
        },
        remainder,
      ),
    ).toEqual([]);
  });

  it('reads the worked example of diamondtamil.com: a Krittika bride and a Shatabhisha groom count 22', () => {
    expect(
      matchPorutham({ star: 'Krittika' }, { star: 'Shatabhisha' }, rule({ dina: 'remainder' })).items.dina,
    ).toEqual({
      key: 'dina',
      result: 'match',
      reason: { key: 'horoscope.reason.dina.count_good', count: 22 },
    });
    expect(resultOf('dina', { star: 'Krittika' }, { star: 'Shatabhisha' })).toBe('no_match');
  });

  it('matches the example of futuresamachar.com (Horoscope Matching): Rohini bride, Uttara Phalguni groom, the 9th', () => {
    expect(matchPorutham({ star: 'Rohini' }, { star: 'Uttara Phalguni' }).items.dina.reason).toEqual({
      key: 'horoscope.reason.dina.count_good',
      count: 9,
    });
  });

  it('says which same-star case applies', () => {
    expect(matchPorutham({ star: 'Rohini' }, { star: 'Rohini' }).items.dina.reason.key).toBe(
      'horoscope.reason.dina.same_star_good',
    );
    expect(matchPorutham({ star: 'Chitra' }, { star: 'Chitra' }).items.dina.reason.key).toBe(
      'horoscope.reason.dina.same_star_medium',
    );
    expect(matchPorutham({ star: 'Revati' }, { star: 'Revati' }).items.dina.reason.key).toBe(
      'horoscope.reason.dina.same_star_bad',
    );
  });
});

describe('gana', () => {
  // selfrealisation.net/UK/VedicAstrology/gana.htm: Deva 1 5 7 8 13 15 17 22 27, Manushya 2 4 6 11 12 20 21 25 26.
  const DEVA = [1, 5, 7, 8, 13, 15, 17, 22, 27];
  const MANUSHYA = [2, 4, 6, 11, 12, 20, 21, 25, 26];
  const ganaOf = (star: Star) => {
    const n = ZODIAC.indexOf(star) + 1;
    return DEVA.includes(n) ? 'D' : MANUSHYA.includes(n) ? 'M' : 'R';
  };

  it('matches the same gana and Deva with Manushya, and nothing with a Rakshasa, over all 27×27 (manakkalayyampet)', () => {
    expect(
      starMismatches('gana', (b, g) => {
        const pair = ganaOf(b) + ganaOf(g);
        return ['DD', 'MM', 'RR', 'DM', 'MD'].includes(pair) ? 'match' : 'no_match';
      }),
    ).toEqual([]);
  });

  it('lets a Deva bride take a Rakshasa groom under deva_bride_rakshasa_groom', () => {
    expect(
      starMismatches(
        'gana',
        (b, g) =>
          ['DD', 'MM', 'RR', 'DM', 'MD', 'DR'].includes(ganaOf(b) + ganaOf(g)) ? 'match' : 'no_match',
        rule({ gana: 'deva_bride_rakshasa_groom' }),
      ),
    ).toEqual([]);
  });

  it('lets any bride take a Rakshasa groom under rakshasa_groom (poorvapunya.com)', () => {
    expect(
      starMismatches(
        'gana',
        (b, g) =>
          ['DD', 'MM', 'RR', 'DM', 'MD', 'DR', 'MR'].includes(ganaOf(b) + ganaOf(g)) ? 'match' : 'no_match',
        rule({ gana: 'rakshasa_groom' }),
      ),
    ).toEqual([]);
  });
});

describe('mahendra', () => {
  it('matches the 4th, 7th … 25th star from the bride over all 27×27 (astrosiva.in, poorvapunya.com)', () => {
    const good = [4, 7, 10, 13, 16, 19, 22, 25];
    expect(
      starMismatches('mahendra', (b, g) => (good.includes(countFrom(b, g)) ? 'match' : 'no_match')),
    ).toEqual([]);
  });
});

describe('stree deergha', () => {
  it('is full beyond 13, partial from 8 to 13, none up to 7, over all 27×27 (seithipunal.com)', () => {
    expect(
      starMismatches('stree_deergha', (b, g) => {
        const count = countFrom(b, g);
        return count > 13 ? 'match' : count > 7 ? 'partial' : 'no_match';
      }),
    ).toEqual([]);
  });

  it('is full beyond 9 and nothing else under over_9', () => {
    expect(
      starMismatches(
        'stree_deergha',
        (b, g) => (countFrom(b, g) > 9 ? 'match' : 'no_match'),
        rule({ stree_deergha: 'over_9' }),
      ),
    ).toEqual([]);
  });

  it('is full from 13 and nothing else under from_13', () => {
    expect(
      starMismatches(
        'stree_deergha',
        (b, g) => (countFrom(b, g) >= 13 ? 'match' : 'no_match'),
        rule({ stree_deergha: 'from_13' }),
      ),
    ).toEqual([]);
  });
});

describe('yoni', () => {
  // freehoroscopesonline.in/yonikoota.php: the fourteen pairs and each one's intense enemy.
  const ANIMALS: readonly (readonly Star[])[] = [
    ['Ashwini', 'Shatabhisha'],
    ['Bharani', 'Revati'],
    ['Krittika', 'Pushya'],
    ['Rohini', 'Mrigashira'],
    ['Ardra', 'Mula'],
    ['Punarvasu', 'Ashlesha'],
    ['Magha', 'Purva Phalguni'],
    ['Uttara Phalguni', 'Uttara Bhadrapada'],
    ['Hasta', 'Swati'],
    ['Chitra', 'Vishakha'],
    ['Anuradha', 'Jyeshtha'],
    ['Purva Ashadha', 'Shravana'],
    ['Uttara Ashadha'],
    ['Dhanishta', 'Purva Bhadrapada'],
  ];
  const ENEMY_ROWS = [
    [1, 9],
    [2, 14],
    [3, 12],
    [4, 13],
    [5, 11],
    [6, 7],
    [8, 10],
  ];
  const row = (star: Star) => ANIMALS.findIndex((stars) => stars.includes(star)) + 1;

  it('fails only sworn enemies, over all 27×27', () => {
    expect(
      starMismatches('yoni', (b, g) =>
        ENEMY_ROWS.some(([x, y]) => (row(b) === x && row(g) === y) || (row(b) === y && row(g) === x))
          ? 'no_match'
          : 'match',
      ),
    ).toEqual([]);
  });
});

describe('rajju', () => {
  // jathagamporutham.com/?p=145 (reference/horoscope-matching.md).
  const RAJJU: readonly (readonly Star[])[] = [
    ['Mrigashira', 'Chitra', 'Dhanishta'],
    ['Rohini', 'Ardra', 'Hasta', 'Swati', 'Shravana', 'Shatabhisha'],
    ['Krittika', 'Punarvasu', 'Uttara Phalguni', 'Vishakha', 'Uttara Ashadha', 'Purva Bhadrapada'],
    ['Bharani', 'Pushya', 'Purva Phalguni', 'Anuradha', 'Purva Ashadha', 'Uttara Bhadrapada'],
    ['Ashwini', 'Ashlesha', 'Magha', 'Jyeshtha', 'Mula', 'Revati'],
  ];
  const sameRajju = (b: Star, g: Star) => RAJJU.some((group) => group.includes(b) && group.includes(g));
  // The rope climbs Ashwini→Rohini, Magha→Hasta, Mula→Shravana and falls Ardra→Ashlesha, Swati→Jyeshtha,
  // Shatabhisha→Revati; the Siro stars are its tops.
  const CLIMBING: readonly Star[] = [...ZODIAC.slice(0, 4), ...ZODIAC.slice(9, 13), ...ZODIAC.slice(18, 22)];
  const FALLING: readonly Star[] = [...ZODIAC.slice(5, 9), ...ZODIAC.slice(14, 18), ...ZODIAC.slice(23, 27)];

  it('fails two stars of the same rajju, over all 27×27', () => {
    expect(starMismatches('rajju', (b, g) => (sameRajju(b, g) ? 'no_match' : 'match'))).toEqual([]);
  });

  it('lets one climbing and one falling star of the same rajju through under arohanam_exception', () => {
    expect(CLIMBING).toHaveLength(12);
    expect(FALLING).toHaveLength(12);
    expect(
      starMismatches(
        'rajju',
        (b, g) => {
          if (!sameRajju(b, g)) return 'match';
          const opposite =
            (CLIMBING.includes(b) && FALLING.includes(g)) || (FALLING.includes(b) && CLIMBING.includes(g));
          return opposite ? 'match' : 'no_match';
        },
        rule({ rajju: 'arohanam_exception' }),
      ),
    ).toEqual([]);
    expect(
      resultOf('rajju', { star: 'Ashwini' }, { star: 'Ashlesha' }, rule({ rajju: 'arohanam_exception' })),
    ).toBe('match');
    expect(
      resultOf('rajju', { star: 'Mrigashira' }, { star: 'Chitra' }, rule({ rajju: 'arohanam_exception' })),
    ).toBe('no_match');
  });
});

describe('vedha', () => {
  // reference/horoscope-matching.md: twelve pairs and the Mrigashira–Chitra–Dhanishta trio.
  const PAIRS: readonly (readonly [Star, Star])[] = [
    ['Ashwini', 'Jyeshtha'],
    ['Bharani', 'Anuradha'],
    ['Krittika', 'Vishakha'],
    ['Rohini', 'Swati'],
    ['Ardra', 'Shravana'],
    ['Punarvasu', 'Uttara Ashadha'],
    ['Pushya', 'Purva Ashadha'],
    ['Ashlesha', 'Mula'],
    ['Magha', 'Revati'],
    ['Purva Phalguni', 'Uttara Bhadrapada'],
    ['Uttara Phalguni', 'Purva Bhadrapada'],
    ['Hasta', 'Shatabhisha'],
  ];
  const TRIO: readonly Star[] = ['Mrigashira', 'Chitra', 'Dhanishta'];

  it('fails the vedha pairs and any two of the trio, Chitra included, over all 27×27', () => {
    expect(
      starMismatches('vedha', (b, g) => {
        const paired = PAIRS.some(([x, y]) => (x === b && y === g) || (x === g && y === b));
        const trio = b !== g && TRIO.includes(b) && TRIO.includes(g);
        return paired || trio ? 'no_match' : 'match';
      }),
    ).toEqual([]);
    expect(resultOf('vedha', { star: 'Chitra' }, { star: 'Mrigashira' })).toBe('no_match');
    expect(resultOf('vedha', { star: 'Dhanishta' }, { star: 'Chitra' })).toBe('no_match');
  });
});

describe('rasi', () => {
  const seventhException = (b: Raasi, g: Raasi) =>
    [
      ['Karka', 'Makara'],
      ['Simha', 'Kumbha'],
    ].some(([x, y]) => (x === b && y === g) || (x === g && y === b));

  it('matches the places raajayogam.com lists (1 3 4 5 7 9 10 11) bar Karka–Makara and Simha–Kumbha, over 108×108', () => {
    const good = [1, 3, 4, 5, 7, 9, 10, 11];
    expect(
      padaMismatches('rasi', (b, g) =>
        good.includes(countRaasiFrom(b, g)) && !seventhException(b, g) ? 'match' : 'no_match',
      ),
    ).toEqual([]);
  });

  it('lets the 2nd through when only the 6th, 8th and 12th from the bride fail, over 108×108', () => {
    const good = [1, 2, 3, 4, 5, 7, 9, 10, 11];
    expect(
      padaMismatches(
        'rasi',
        (b, g) => (good.includes(countRaasiFrom(b, g)) && !seventhException(b, g) ? 'match' : 'no_match'),
        rule({ rasi: 'six_eight_twelve' }),
      ),
    ).toEqual([]);
  });

  it('names the sama saptama exception (raajayogam.com)', () => {
    expect(matchPorutham({ raasi: 'Karka' }, { raasi: 'Makara' }).items.rasi).toEqual({
      key: 'rasi',
      result: 'no_match',
      reason: { key: 'horoscope.reason.rasi.seventh_exception', count: 7 },
    });
    expect(matchPorutham({ raasi: 'Mesha' }, { raasi: 'Tula' }).items.rasi.result).toBe('match');
  });
});

describe('rasi adhipathi', () => {
  // Lords: Brihat Parashara Hora Shastra ch. 4. Friendship both ways, BPHS ch. 3, written out by pair.
  const LORD = [
    'mars',
    'venus',
    'mercury',
    'moon',
    'sun',
    'mercury',
    'venus',
    'mars',
    'jupiter',
    'saturn',
    'saturn',
    'jupiter',
  ];
  const FRIENDS = ['sun moon', 'sun mars', 'sun jupiter', 'mars jupiter', 'mercury venus', 'venus saturn'];
  const NEUTRAL = [
    'sun mercury',
    'moon mars',
    'moon jupiter',
    'mars venus',
    'mercury saturn',
    'jupiter saturn',
  ];
  const between = (b: Raasi, g: Raasi) => {
    const x = LORD[RAASIS.indexOf(b)] as string;
    const y = LORD[RAASIS.indexOf(g)] as string;
    if (x === y) return 'same';
    const has = (list: string[]) => list.includes(`${x} ${y}`) || list.includes(`${y} ${x}`);
    return has(FRIENDS) ? 'friends' : has(NEUTRAL) ? 'neutral' : 'enemies';
  };

  it('matches the same lord or friends, is partial between neutrals and fails enemies, over 108×108', () => {
    const expected = { same: 'match', friends: 'match', neutral: 'partial', enemies: 'no_match' } as const;
    expect(padaMismatches('rasi_adhipathi', (b, g) => expected[between(b, g)])).toEqual([]);
  });

  it('lets neutrals through under not_enemies', () => {
    const expected = { same: 'match', friends: 'match', neutral: 'match', enemies: 'no_match' } as const;
    expect(
      padaMismatches(
        'rasi_adhipathi',
        (b, g) => expected[between(b, g)],
        rule({ rasi_adhipathi: 'not_enemies' }),
      ),
    ).toEqual([]);
  });
});

describe('vasya', () => {
  // The traditional vasya table, as carried by jothida_matrimony and aroha-astrology (the reference: they agree).
  const SWAY: readonly string[] = [
    'Mesha: Simha Vrishchika',
    'Vrishabha: Karka Tula',
    'Mithuna: Kanya',
    'Karka: Vrishchika Dhanu',
    'Simha: Tula',
    'Kanya: Mithuna Meena',
    'Tula: Kanya Makara',
    'Vrishchika: Karka',
    'Dhanu: Meena',
    'Makara: Mesha Kumbha',
    'Kumbha: Mesha',
    'Meena: Makara',
  ];
  const holds = (a: Raasi, b: Raasi) =>
    SWAY.some((line) => line.startsWith(`${a}:`) && line.split(' ').includes(b));

  it('matches when either raasi holds the other, over 108×108', () => {
    expect(padaMismatches('vasya', (b, g) => (holds(b, g) || holds(g, b) ? 'match' : 'no_match'))).toEqual(
      [],
    );
  });
});

describe('unknown stars', () => {
  const known: HoroscopeChart = { star: 'Rohini', pada: 2 };
  const STAR_KEYS: readonly PoruthamKey[] = [
    'dina',
    'gana',
    'mahendra',
    'stree_deergha',
    'yoni',
    'rajju',
    'vedha',
  ];

  it.each<[string, HoroscopeChart]>([
    ['null', { star: null }],
    ['missing', {}],
    ['not a star', { star: 'Sirius' as Star }],
  ])(
    'gives unknown for every star-based porutham and the verdict when the bride’s star is %s',
    (_, chart) => {
      const result = matchPorutham(chart, known);
      for (const key of STAR_KEYS) {
        expect(result.items[key]).toEqual({
          key,
          result: 'unknown',
          reason: { key: 'horoscope.reason.unknown_star', side: 'bride' },
        });
      }
      expect(result.verdict).toBe('unknown');
    },
  );

  it('names the side whose star is missing', () => {
    expect(matchPorutham(known, {}).items.dina.reason).toEqual({
      key: 'horoscope.reason.unknown_star',
      side: 'groom',
    });
    expect(matchPorutham({}, {}).items.dina.reason).toEqual({
      key: 'horoscope.reason.unknown_star',
      side: 'both',
    });
  });

  it('still reads the raasi poruthams from an entered raasi, but keeps the verdict unknown', () => {
    const result = matchPorutham({ star: null, raasi: 'Mesha' }, { star: 'Magha', pada: 1 });
    expect(result.items.rasi).toEqual({
      key: 'rasi',
      result: 'match',
      reason: { key: 'horoscope.reason.rasi.count_good', count: 5 },
    });
    expect(result.verdict).toBe('unknown');
  });

  it('never guesses a star: nothing star-based is answered from a raasi', () => {
    for (const raasi of RAASIS) {
      const { items } = matchPorutham({ raasi }, known);
      for (const key of STAR_KEYS) expect(items[key].result).toBe('unknown');
    }
  });
});

describe('stars that span two raasis', () => {
  it('answers a raasi porutham when both raasis of the star give the same answer', () => {
    // Krittika is Mesha (pada 1) or Vrishabha (2-4); Magha is Simha: the 5th or the 4th, both matching.
    expect(matchPorutham({ star: 'Krittika' }, { star: 'Magha', pada: 1 }).items.rasi).toEqual({
      key: 'rasi',
      result: 'match',
      reason: { key: 'horoscope.reason.either_raasi' },
    });
  });

  it('keeps the reason when it is the same for both raasis', () => {
    // Neither Mesha nor Vrishabha holds Mithuna, nor Mithuna either of them.
    expect(matchPorutham({ star: 'Krittika' }, { star: 'Ardra', pada: 1 }).items.vasya).toEqual({
      key: 'vasya',
      result: 'no_match',
      reason: { key: 'horoscope.reason.vasya.none' },
    });
  });

  it('gives unknown when the two raasis answer differently, and the pada or raasi settles it', () => {
    // Swati is Tula: the 7th from Mesha (match), the 6th from Vrishabha (no match).
    const groom: HoroscopeChart = { star: 'Swati', pada: 1 };
    expect(matchPorutham({ star: 'Krittika' }, groom).items.rasi).toEqual({
      key: 'rasi',
      result: 'unknown',
      reason: { key: 'horoscope.reason.raasi_undecided', side: 'bride' },
    });
    expect(resultOf('rasi', { star: 'Krittika', pada: 1 }, groom)).toBe('match');
    expect(resultOf('rasi', { star: 'Krittika', pada: 3 }, groom)).toBe('no_match');
    expect(resultOf('rasi', { star: 'Krittika', raasi: 'Mesha' }, groom)).toBe('match');
    expect(resultOf('rasi', { star: 'Krittika', raasi: 'Vrishabha' }, groom)).toBe('no_match');
  });

  it('takes the derived raasi over a contradicting one', () => {
    // Rohini pada 1 is Vrishabha whatever was typed; from Vrishabha, Tula is the 6th.
    expect(resultOf('rasi', { star: 'Rohini', pada: 1, raasi: 'Mesha' }, { star: 'Swati', pada: 1 })).toBe(
      'no_match',
    );
  });

  it('answers every star-based porutham of a split star without pada or raasi', () => {
    const { items } = matchPorutham({ star: 'Krittika' }, { star: 'Swati' });
    for (const key of ['dina', 'gana', 'mahendra', 'stree_deergha', 'yoni', 'rajju', 'vedha'] as const) {
      expect(items[key].result).not.toBe('unknown');
    }
  });

  it('agrees, over all 108×108, with the padas: known exactly when every pada of the star agrees', () => {
    for (const bride of ZODIAC) {
      for (const groom of ALL_PADAS) {
        for (const key of ['rasi', 'rasi_adhipathi', 'vasya'] as const) {
          const perPada = new Set(PADAS.map((pada) => resultOf(key, { star: bride, pada }, groom)));
          const whole = resultOf(key, { star: bride }, groom);
          expect(whole).toBe(perPada.size === 1 ? [...perPada][0] : 'unknown');
        }
      }
    }
  });
});

describe('items and count', () => {
  it('has exactly the ten keys, in order, each carrying its key', () => {
    const { items } = matchPorutham({ star: 'Rohini', pada: 2 }, { star: 'Hasta', pada: 1 });
    expect(Object.keys(items)).toEqual([...PORUTHAM_KEYS]);
    expect(PORUTHAM_KEYS).toEqual([
      'dina',
      'gana',
      'mahendra',
      'stree_deergha',
      'yoni',
      'rajju',
      'vedha',
      'rasi',
      'rasi_adhipathi',
      'vasya',
    ]);
    for (const key of PORUTHAM_KEYS) {
      expect(items[key].key).toBe(key);
      expect(items[key].reason.key).toMatch(/^horoscope\.reason\./);
    }
  });

  it('counts the items that match, over all 108×108', () => {
    for (const b of ALL_PADAS) {
      for (const g of ALL_PADAS) {
        const { items, matched } = matchPorutham(b, g);
        expect(matched).toBe(PORUTHAM_KEYS.filter((key) => items[key].result === 'match').length);
      }
    }
  });
});

describe('verdict under the site rule', () => {
  it('is a match with rajju and vedha matching and 6 of 10: Rohini 2 and Uttara Phalguni 1', () => {
    // dina 9th, same gana, yoni, rajju, vedha, rasi 4th match; mahendra, stree deergha (partial),
    // rasi adhipathi (Venus–Sun enemies) and vasya do not: 6.
    const result = matchPorutham({ star: 'Rohini', pada: 2 }, { star: 'Uttara Phalguni', pada: 1 });
    expect(result.matched).toBe(6);
    expect(result.verdict).toBe('match');
    expect(
      matchPorutham(
        { star: 'Rohini', pada: 2 },
        { star: 'Uttara Phalguni', pada: 1 },
        { ...DEFAULT_MATCH_RULE, min_matched: 7 },
      ).verdict,
    ).toBe('no_match');
  });

  it('is no match when a mandatory porutham fails, however many match', () => {
    // Ashwini and Magha share the pada rajju.
    const result = matchPorutham({ star: 'Ashwini', pada: 1 }, { star: 'Magha', pada: 1 });
    expect(result.items.rajju.result).toBe('no_match');
    expect(result.verdict).toBe('no_match');
    expect(
      matchPorutham(
        { star: 'Ashwini', pada: 1 },
        { star: 'Magha', pada: 1 },
        { ...DEFAULT_MATCH_RULE, mandatory: [], min_matched: 0 },
      ).verdict,
    ).toBe('match');
  });

  it('is no match when a mandatory porutham is only partial', () => {
    const r: MatchRule = { ...DEFAULT_MATCH_RULE, mandatory: ['stree_deergha'], min_matched: 0 };
    expect(matchPorutham({ star: 'Rohini', pada: 2 }, { star: 'Uttara Phalguni', pada: 1 }, r).verdict).toBe(
      'no_match',
    );
  });

  it('is unknown while a mandatory porutham is unknown, and no match once a known one fails', () => {
    // Krittika without pada against Swati: rasi depends on the raasi.
    const mandatoryRasi: MatchRule = { ...DEFAULT_MATCH_RULE, mandatory: ['rasi'], min_matched: 0 };
    expect(matchPorutham({ star: 'Krittika' }, { star: 'Swati', pada: 1 }, mandatoryRasi).verdict).toBe(
      'unknown',
    );
    expect(
      matchPorutham({ star: 'Krittika', pada: 1 }, { star: 'Swati', pada: 1 }, mandatoryRasi).verdict,
    ).toBe('match');
    expect(
      matchPorutham({ star: 'Krittika', pada: 2 }, { star: 'Swati', pada: 1 }, mandatoryRasi).verdict,
    ).toBe('no_match');
  });

  it('is unknown while the unknown items could still make up the count, no match when they cannot', () => {
    const bride: HoroscopeChart = { star: 'Krittika' };
    const groom: HoroscopeChart = { star: 'Swati', pada: 1 };
    const { items, matched } = matchPorutham(bride, groom);
    const open = PORUTHAM_KEYS.filter((key) => items[key].result === 'unknown').length;
    expect(open).toBeGreaterThan(0);
    const base = { ...DEFAULT_MATCH_RULE, mandatory: [] as PoruthamKey[] };
    expect(matchPorutham(bride, groom, { ...base, min_matched: matched }).verdict).toBe('match');
    expect(matchPorutham(bride, groom, { ...base, min_matched: matched + 1 }).verdict).toBe('unknown');
    expect(matchPorutham(bride, groom, { ...base, min_matched: matched + open }).verdict).toBe('unknown');
    if (matched + open < 10) {
      expect(matchPorutham(bride, groom, { ...base, min_matched: matched + open + 1 }).verdict).toBe(
        'no_match',
      );
    }
  });

  it('follows the rule over all 108×108 with the default rule', () => {
    for (const b of ALL_PADAS) {
      for (const g of ALL_PADAS) {
        const { items, matched, verdict } = matchPorutham(b, g);
        const mandatoryOk = items.rajju.result === 'match' && items.vedha.result === 'match';
        expect(verdict).toBe(mandatoryOk && matched >= 6 ? 'match' : 'no_match');
      }
    }
  });
});
