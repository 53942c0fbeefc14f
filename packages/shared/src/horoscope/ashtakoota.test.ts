import { describe, expect, it } from 'vitest';
import type { Padham, Raasi, Star } from '../options/stars.js';
import { type AshtakootaKey, matchAshtakoota } from './ashtakoota.js';
import type { HoroscopeChart } from './chart.js';

// Expectations are written from the source named in each test, independently of ashtakoota-rules.ts.

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
const PADAS: readonly Padham[] = [1, 2, 3, 4];
const ALL_PADAS = ZODIAC.flatMap((star) => PADAS.map((pada) => ({ star, pada })));
const STAR_PAIRS = ZODIAC.flatMap((bride) => ZODIAC.map((groom) => [bride, groom] as const));

/** Degrees of the Moon at the middle of a pada: 13°20′ to a star, 3°20′ to a pada. */
function middleOf(star: Star, pada: Padham): number {
  return ZODIAC.indexOf(star) * (40 / 3) + (pada - 0.5) * (10 / 3);
}
function raasiAt(star: Star, pada: Padham): Raasi {
  return RAASIS[Math.floor(middleOf(star, pada) / 30)] as Raasi;
}
function countFrom<T>(list: readonly T[], from: T, to: T): number {
  let steps = 0;
  while (list[(list.indexOf(from) + steps) % list.length] !== to) steps++;
  return steps + 1;
}

function pointsOf(key: AshtakootaKey, bride: HoroscopeChart, groom: HoroscopeChart): number | null {
  return matchAshtakoota(bride, groom).items[key].points;
}

function starMismatches(key: AshtakootaKey, expected: (bride: Star, groom: Star) => number): string[] {
  return STAR_PAIRS.filter(([b, g]) => pointsOf(key, { star: b }, { star: g }) !== expected(b, g)).map(
    ([b, g]) => `${b} → ${g}: ${pointsOf(key, { star: b }, { star: g })}`,
  );
}

function padaMismatches(key: AshtakootaKey, expected: (bride: Raasi, groom: Raasi) => number): string[] {
  const wrong: string[] = [];
  for (const b of ALL_PADAS) {
    for (const g of ALL_PADAS) {
      const got = pointsOf(key, b, g);
      if (got !== expected(raasiAt(b.star, b.pada), raasiAt(g.star, g.pada))) {
        wrong.push(`${b.star} ${b.pada} → ${g.star} ${g.pada}: ${got}`);
      }
    }
  }
  return wrong;
}

describe('shape', () => {
  it('has the eight kootas with their maxima, out of 36', () => {
    const result = matchAshtakoota({ star: 'Rohini', pada: 2 }, { star: 'Hasta', pada: 1 });
    expect(Object.values(result.items).map(({ key, max }) => [key, max])).toEqual([
      ['varna', 1],
      ['vashya', 2],
      ['tara', 3],
      ['yoni', 4],
      ['graha_maitri', 5],
      ['gana', 6],
      ['bhakoot', 7],
      ['nadi', 8],
    ]);
    expect(result.max).toBe(36);
  });

  it('totals the items and lists nadi and bhakoot doshas exactly when they score 0, over all 108×108', () => {
    const wrong: string[] = [];
    for (const b of ALL_PADAS) {
      for (const g of ALL_PADAS) {
        const { items, total, doshas } = matchAshtakoota(b, g);
        const points = Object.values(items).map((item) => item.points);
        const sum = points.includes(null) ? null : (points as number[]).reduce((a, p) => a + p, 0);
        const expectedDoshas = [
          ...(items.nadi.points === 0 ? ['nadi'] : []),
          ...(items.bhakoot.points === 0 ? ['bhakoot'] : []),
        ];
        const inRange = Object.values(items).every(
          ({ points: p, max }) => p === null || (p >= 0 && p <= max),
        );
        if (total !== sum || doshas.join() !== expectedDoshas.join() || !inRange) {
          wrong.push(`${b.star} ${b.pada} → ${g.star} ${g.pada}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('varna (1)', () => {
  it('gives 1 when the groom’s varna is at least the bride’s, over 108×108 (water Brahmin, fire Kshatriya, earth Vaishya, air Shudra)', () => {
    const RANK: Readonly<Record<string, number>> = {
      'Karka Vrishchika Meena': 4,
      'Mesha Simha Dhanu': 3,
      'Vrishabha Kanya Makara': 2,
      'Mithuna Tula Kumbha': 1,
    };
    const rank = (raasi: Raasi) =>
      Object.entries(RANK).find(([names]) => names.split(' ').includes(raasi))?.[1] as number;
    expect(padaMismatches('varna', (b, g) => (rank(g) >= rank(b) ? 1 : 0))).toEqual([]);
  });
});

describe('vashya (2)', () => {
  // Groups (aaps.space/blog/vashya-matching): Dhanu's first half Manava, second Chatushpada; Makara's first
  // half Chatushpada, second Jalachara. Points: Maitreya (saravali.de/astrology/koota_vashya.html), bride
  // down, groom across, in the order C M J V K.
  const POINTS: Readonly<Record<string, string>> = {
    C: '2 0 0 0.5 0',
    M: '1 2 1 0.5 1',
    J: '0.5 1 2 1 1',
    V: '0 0 0 2 0',
    K: '1 1 1 0 2',
  };
  const score = (bride: string, groom: string) => Number(POINTS[bride]?.split(' ')['CMJVK'.indexOf(groom)]);
  const groupAt = (degrees: number): string => {
    const sign = RAASIS[Math.floor(degrees / 30)] as Raasi;
    const firstHalf = degrees % 30 < 15;
    if (sign === 'Dhanu') return firstHalf ? 'M' : 'C';
    if (sign === 'Makara') return firstHalf ? 'C' : 'J';
    return {
      Mesha: 'C',
      Vrishabha: 'C',
      Mithuna: 'M',
      Karka: 'J',
      Simha: 'V',
      Kanya: 'M',
      Tula: 'M',
      Vrishchika: 'K',
      Kumbha: 'M',
      Meena: 'J',
    }[sign] as string;
  };
  /** A pada whose two ends fall in different halves cannot be placed without the birth time. */
  const groupsOf = (star: Star, pada: Padham) => {
    const start = ZODIAC.indexOf(star) * (40 / 3) + (pada - 1) * (10 / 3);
    return [...new Set([groupAt(start + 0.01), groupAt(start + 10 / 3 - 0.01)])];
  };

  it('scores every pair of padas from Maitreya’s table, unknown only where a pada straddles 15°, over 108×108', () => {
    const wrong: string[] = [];
    for (const b of ALL_PADAS) {
      for (const g of ALL_PADAS) {
        const options = new Set(
          groupsOf(b.star, b.pada).flatMap((x) => groupsOf(g.star, g.pada).map((y) => score(x, y))),
        );
        const expected = options.size === 1 ? [...options][0] : null;
        const got = pointsOf('vashya', b, g);
        if (got !== expected) wrong.push(`${b.star} ${b.pada} → ${g.star} ${g.pada}: ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('knows only Purva Ashadha 1 and Shravana 2 straddle 15°', () => {
    const straddling = ALL_PADAS.filter(({ star, pada }) => groupsOf(star, pada).length > 1);
    expect(straddling).toEqual([
      { star: 'Purva Ashadha', pada: 1 },
      { star: 'Shravana', pada: 2 },
    ]);
    // Manava or Chatushpada against a Simha (Vanachara) groom: 0.5 either way, so it is known …
    expect(pointsOf('vashya', { star: 'Purva Ashadha', pada: 1 }, { star: 'Magha', pada: 1 })).toBe(0.5);
    // … against a Mithuna (Manava) groom 2 or 0, so it is not.
    expect(pointsOf('vashya', { star: 'Purva Ashadha', pada: 1 }, { star: 'Ardra', pada: 1 })).toBeNull();
  });
});

describe('tara (3)', () => {
  it('gives 1.5 for each way the count leaves no 3, 5 or 7 over nine, over all 27×27 (saravali.de, poorvapunya.com)', () => {
    const good = (count: number) => ![3, 5, 7, 12, 14, 16, 21, 23, 25].includes(count);
    expect(
      starMismatches(
        'tara',
        (b, g) => (good(countFrom(ZODIAC, b, g)) ? 1.5 : 0) + (good(countFrom(ZODIAC, g, b)) ? 1.5 : 0),
      ),
    ).toEqual([]);
  });

  it('has the half point: Ashwini and Krittika count 3 one way and 26 the other', () => {
    expect(pointsOf('tara', { star: 'Ashwini' }, { star: 'Krittika' })).toBe(1.5);
    expect(pointsOf('tara', { star: 'Ashwini' }, { star: 'Bharani' })).toBe(3);
  });
});

describe('yoni (4)', () => {
  // freehoroscopesonline.in/yonikoota.php: the stars of each animal. saravali.de/astrology/koota_yoni.html:
  // the points, bride down the side, copied as printed.
  const ANIMAL_STARS: Readonly<Record<string, readonly Star[]>> = {
    Horse: ['Ashwini', 'Shatabhisha'],
    Elephant: ['Bharani', 'Revati'],
    Sheep: ['Pushya', 'Krittika'],
    Serpent: ['Rohini', 'Mrigashira'],
    Dog: ['Mula', 'Ardra'],
    Cat: ['Ashlesha', 'Punarvasu'],
    Rat: ['Magha', 'Purva Phalguni'],
    Cow: ['Uttara Phalguni', 'Uttara Bhadrapada'],
    Buffalo: ['Swati', 'Hasta'],
    Tiger: ['Vishakha', 'Chitra'],
    Deer: ['Jyeshtha', 'Anuradha'],
    Monkey: ['Purva Ashadha', 'Shravana'],
    Mongoose: ['Uttara Ashadha'],
    Lion: ['Purva Bhadrapada', 'Dhanishta'],
  };
  const SARAVALI = `
    Horse 4 2 2 3 2 2 2 1 0 1 3 3 2 1
    Elephant 2 4 3 3 2 2 2 2 3 1 2 3 2 0
    Sheep 2 3 4 2 1 2 1 3 3 1 2 0 3 1
    Serpent 3 3 2 4 2 1 1 1 1 2 2 2 0 2
    Dog 2 2 1 2 4 2 1 2 2 1 0 2 1 1
    Cat 2 2 2 1 2 4 0 2 2 1 3 3 2 1
    Rat 2 2 1 1 1 0 4 2 2 2 2 2 1 2
    Cow 1 2 3 1 2 2 2 4 3 0 3 2 2 1
    Buffalo 0 3 3 1 2 2 2 3 4 1 2 2 2 1
    Tiger 1 1 1 2 1 1 2 0 1 4 1 1 2 1
    Deer 1 2 2 2 0 3 2 3 2 1 4 2 2 1
    Monkey 3 3 0 2 2 3 2 2 2 1 2 4 3 2
    Mongoose 2 2 3 0 1 2 1 2 2 2 2 3 4 2
    Lion 1 0 1 2 1 1 2 1 2 1 1 2 2 4`;
  const rows = SARAVALI.trim()
    .split('\n')
    .map((line) => line.trim().split(' '));
  const animals = rows.map(([name]) => name as string);
  const animalOf = (star: Star) =>
    Object.entries(ANIMAL_STARS).find(([, stars]) => stars.includes(star))?.[0];

  it('scores every star pair from the table, over all 27×27', () => {
    expect(
      starMismatches('yoni', (b, g) => {
        const row = rows[animals.indexOf(animalOf(b) as string)] as string[];
        return Number(row[1 + animals.indexOf(animalOf(g) as string)]);
      }),
    ).toEqual([]);
  });

  it('gives 0 to exactly the seven sworn-enemy pairs and 4 to the same animal', () => {
    const enemies = [
      'Horse Buffalo',
      'Elephant Lion',
      'Sheep Monkey',
      'Serpent Mongoose',
      'Dog Deer',
      'Cat Rat',
      'Cow Tiger',
    ];
    for (const [b, g] of STAR_PAIRS) {
      const pair = `${animalOf(b)} ${animalOf(g)}`;
      const reverse = `${animalOf(g)} ${animalOf(b)}`;
      const points = pointsOf('yoni', { star: b }, { star: g });
      expect(points === 0).toBe(enemies.includes(pair) || enemies.includes(reverse));
      if (animalOf(b) === animalOf(g)) expect(points).toBe(4);
    }
  });

  it('keeps the two places the printed table is not symmetric, bride first', () => {
    expect(pointsOf('yoni', { star: 'Ashwini' }, { star: 'Anuradha' })).toBe(3);
    expect(pointsOf('yoni', { star: 'Anuradha' }, { star: 'Ashwini' })).toBe(1);
    expect(pointsOf('yoni', { star: 'Hasta' }, { star: 'Dhanishta' })).toBe(1);
    expect(pointsOf('yoni', { star: 'Dhanishta' }, { star: 'Hasta' })).toBe(2);
  });
});

describe('graha maitri (5)', () => {
  // The standard table of points between the lords (Sun Moon Mars Mercury Jupiter Venus Saturn), as
  // printed with its half points; lords from Brihat Parashara Hora Shastra.
  const PLANETS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
  const TABLE = [
    [5, 5, 5, 4, 5, 0, 0],
    [5, 5, 4, 1, 4, 0.5, 0.5],
    [5, 4, 5, 0.5, 5, 3, 0.5],
    [4, 1, 0.5, 5, 0.5, 5, 4],
    [5, 4, 5, 0.5, 5, 0.5, 3],
    [0, 0.5, 3, 5, 0.5, 5, 5],
    [0, 0.5, 0.5, 4, 3, 5, 5],
  ];
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
  const lordOf = (raasi: Raasi) => PLANETS.indexOf(LORD[RAASIS.indexOf(raasi)] as string);

  it('scores every pair of padas from the table, over 108×108', () => {
    expect(padaMismatches('graha_maitri', (b, g) => TABLE[lordOf(b)]?.[lordOf(g)] as number)).toEqual([]);
  });

  it('has the half point: Karka (Moon) and Tula (Venus)', () => {
    expect(pointsOf('graha_maitri', { raasi: 'Karka' }, { raasi: 'Tula' })).toBe(0.5);
  });
});

describe('gana (6)', () => {
  // Maitreya (saravali.de/astrology/koota_gana.html), bride down: Deva 6 6 0, Manushya 5 6 0, Rakshasa 1 0 6.
  const DEVA = [1, 5, 7, 8, 13, 15, 17, 22, 27];
  const MANUSHYA = [2, 4, 6, 11, 12, 20, 21, 25, 26];
  const ganaOf = (star: Star) => {
    const n = ZODIAC.indexOf(star) + 1;
    return DEVA.includes(n) ? 0 : MANUSHYA.includes(n) ? 1 : 2;
  };
  const TABLE = [
    [6, 6, 0],
    [5, 6, 0],
    [1, 0, 6],
  ];

  it('scores every star pair from the table, over all 27×27', () => {
    expect(starMismatches('gana', (b, g) => TABLE[ganaOf(b)]?.[ganaOf(g)] as number)).toEqual([]);
  });

  it('depends on who is the bride: a Manushya bride with a Deva groom gets 5, the other way 6', () => {
    expect(pointsOf('gana', { star: 'Bharani' }, { star: 'Ashwini' })).toBe(5);
    expect(pointsOf('gana', { star: 'Ashwini' }, { star: 'Bharani' })).toBe(6);
  });
});

describe('bhakoot (7)', () => {
  it('gives 7 at the 1st, 3rd, 4th, 7th, 10th and 11th and 0 elsewhere, over 108×108 (saravali.de/articles/koota_rasi.html)', () => {
    const benefic = [1, 3, 4, 7, 10, 11];
    expect(padaMismatches('bhakoot', (b, g) => (benefic.includes(countFrom(RAASIS, b, g)) ? 7 : 0))).toEqual(
      [],
    );
  });
});

describe('nadi (8)', () => {
  it('gives 0 for the same nadi and 8 otherwise, over all 27×27 (Adi, Madhya, Antya in the 1-2-3-3-2-1 pattern)', () => {
    const ADI: readonly Star[] = [
      'Ashwini',
      'Ardra',
      'Punarvasu',
      'Uttara Phalguni',
      'Hasta',
      'Jyeshtha',
      'Mula',
      'Shatabhisha',
      'Purva Bhadrapada',
    ];
    const MADHYA: readonly Star[] = [
      'Bharani',
      'Mrigashira',
      'Pushya',
      'Purva Phalguni',
      'Chitra',
      'Anuradha',
      'Purva Ashadha',
      'Dhanishta',
      'Uttara Bhadrapada',
    ];
    const nadiOf = (star: Star) => (ADI.includes(star) ? 'adi' : MADHYA.includes(star) ? 'madhya' : 'antya');
    expect(starMismatches('nadi', (b, g) => (nadiOf(b) === nadiOf(g) ? 0 : 8))).toEqual([]);
  });
});

describe('unknown and split stars', () => {
  it('leaves the star kootas and the total unknown without a star, and never claims a dosha it cannot see', () => {
    const result = matchAshtakoota({ star: null }, { star: 'Rohini', pada: 1 });
    for (const key of ['tara', 'yoni', 'gana', 'nadi'] as const) expect(result.items[key].points).toBeNull();
    expect(result.total).toBeNull();
    expect(result.doshas).not.toContain('nadi');
  });

  it('reads the raasi kootas from an entered raasi when the star is unknown', () => {
    const result = matchAshtakoota({ raasi: 'Mesha' }, { star: 'Rohini', pada: 1 });
    expect(result.items.bhakoot.points).toBe(0);
    expect(result.doshas).toEqual(['bhakoot']);
  });

  it('scores a split star without pada when both raasis agree, and leaves it unknown when they do not', () => {
    // Krittika: Mesha or Vrishabha. Groom Magha (Simha): 5th or 4th, bhakoot 0 or 7.
    expect(pointsOf('bhakoot', { star: 'Krittika' }, { star: 'Magha', pada: 1 })).toBeNull();
    // Groom Hasta (Kanya): 6th or 5th, 0 both ways.
    expect(pointsOf('bhakoot', { star: 'Krittika' }, { star: 'Hasta', pada: 1 })).toBe(0);
    expect(pointsOf('bhakoot', { star: 'Krittika', pada: 2 }, { star: 'Magha', pada: 1 })).toBe(7);
    expect(pointsOf('bhakoot', { star: 'Krittika', raasi: 'Mesha' }, { star: 'Magha', pada: 1 })).toBe(0);
  });

  it('knows a raasi koota of a split star exactly when every pada gives the same points, over 27×108', () => {
    for (const bride of ZODIAC) {
      for (const groom of ALL_PADAS) {
        for (const key of ['varna', 'vashya', 'graha_maitri', 'bhakoot'] as const) {
          const perPada = new Set(PADAS.map((pada) => pointsOf(key, { star: bride, pada }, groom)));
          const expected = perPada.size === 1 ? [...perPada][0] : null;
          expect(pointsOf(key, { star: bride }, groom)).toBe(expected);
        }
      }
    }
  });

  it('takes the derived raasi over a contradicting one', () => {
    // Rohini pada 1 is Vrishabha; against Tula that is the 6th (0), against the typed Mesha the 7th (7).
    expect(pointsOf('bhakoot', { star: 'Rohini', pada: 1, raasi: 'Mesha' }, { star: 'Swati', pada: 1 })).toBe(
      0,
    );
  });
});
