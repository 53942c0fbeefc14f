import {
  type AstroTime,
  Body,
  C_AUDAY,
  Ecliptic,
  EclipticGeoMoon,
  e_tilt,
  HelioVector,
  MakeTime,
  SiderealTime,
  SunPosition,
  Vector,
} from 'astronomy-engine';

export const PLANETS = ['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type Planet = (typeof PLANETS)[number];

const ENGINE_BODY = {
  mars: Body.Mars,
  mercury: Body.Mercury,
  jupiter: Body.Jupiter,
  venus: Body.Venus,
  saturn: Body.Saturn,
} as const;

const J2000 = 2451545;
const DEG = Math.PI / 180;

/**
 * Lahiri (SE_SIDM_LAHIRI): 23°15′00.658″ on 1956-09-22, carried by the general precession (IAU 2006);
 * within 0.001″ of the Swiss Ephemeris over 1900-2100.
 */
const LAHIRI_EPOCH_JD = 2435553.5;
const LAHIRI_AT_EPOCH = 23.245560955;

/** p_A (IAU 2006), in degrees. */
function precessionInLongitude(julianDayTT: number): number {
  const t = (julianDayTT - J2000) / 36525;
  const arcsec =
    5028.796195 * t + 1.1054348 * t ** 2 + 0.00007964 * t ** 3 - 0.000023857 * t ** 4 - 0.0000000383 * t ** 5;
  return arcsec / 3600;
}

/** Degrees, on the mean equinox of date (no nutation). */
export function meanLahiri(julianDayTT: number): number {
  return LAHIRI_AT_EPOCH + precessionInLongitude(julianDayTT) - precessionInLongitude(LAHIRI_EPOCH_JD);
}

export const normaliseDegrees = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** Meeus, Astronomical Algorithms 47.7. */
function meanNode(julianDayTT: number): number {
  const t = (julianDayTT - J2000) / 36525;
  return 125.0445479 - 1934.1362891 * t + 0.0020754 * t ** 2 + t ** 3 / 467441 - t ** 4 / 60616000;
}

function ascendant(localSiderealDegrees: number, latitude: number, obliquity: number): number {
  const armc = localSiderealDegrees * DEG;
  // The poles have no horizon to rise over: a latitude a hair short of them keeps the formula finite.
  const phi = Math.max(-89.99, Math.min(89.99, latitude)) * DEG;
  const eps = obliquity * DEG;
  const y = Math.cos(armc);
  const x = -(Math.sin(armc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps));
  return normaliseDegrees(Math.atan2(y, x) / DEG);
}

export interface SiderealSky {
  /** With nutation, subtracted from true longitudes of date. */
  ayanamsa: number;
  moon: number;
  lagna: number;
  planets: Record<Planet, number>;
}

interface Frame {
  time: AstroTime;
  /** Mean Lahiri plus the nutation in longitude, so nutation cancels out. */
  ayanamsa: number;
  obliquity: number;
  meanAyanamsa: number;
}

function frameAt(utcMs: number): Frame {
  const time = MakeTime(new Date(utcMs));
  const tilt = e_tilt(time);
  const meanAyanamsa = meanLahiri(time.tt + J2000);
  return { time, ayanamsa: meanAyanamsa + tilt.dpsi / 3600, obliquity: tilt.tobl, meanAyanamsa };
}

export function siderealLagna(utcMs: number, latitude: number, longitude: number): number {
  return lagnaOf(frameAt(utcMs), latitude, longitude);
}

function lagnaOf(frame: Frame, latitude: number, longitude: number): number {
  const localSidereal = SiderealTime(frame.time) * 15 + longitude;
  return normaliseDegrees(ascendant(localSidereal, latitude, frame.obliquity) - frame.ayanamsa);
}

/** The rate of GMST. */
const SIDEREAL_DEGREES_PER_MS = 360.98564736629 / 86_400_000;

/** Within the hour nutation, obliquity and ayanamsa move under a milliarcsecond: held, steps are cheap. */
export function lagnaNear(utcMs: number, latitude: number, longitude: number): (ms: number) => number {
  const frame = frameAt(utcMs);
  const localSidereal = SiderealTime(frame.time) * 15 + longitude;
  return (ms) =>
    normaliseDegrees(
      ascendant(localSidereal + (ms - utcMs) * SIDEREAL_DEGREES_PER_MS, latitude, frame.obliquity) -
        frame.ayanamsa,
    );
}

export function siderealMoon(utcMs: number): number {
  const frame = frameAt(utcMs);
  return normaliseDegrees(EclipticGeoMoon(frame.time).lon - frame.ayanamsa);
}

/**
 * As GeoVector(body, time, true) sees it: Earth and planet where they were when the light left, the
 * Earth's shift standing for aberration. One correction from the present distance leaves the light time
 * out by the distance it changes meanwhile, under 3e-6 days (a few millionths of a degree), where the
 * engine's solver repeats to 1e-9 days and reads the Earth's series again on every pass.
 */
function apparentVector(body: Body, time: AstroTime, earth: Vector): Vector {
  const now = HelioVector(body, time);
  const lightDays = Math.hypot(now.x - earth.x, now.y - earth.y, now.z - earth.z) / C_AUDAY;
  const left = time.AddDays(-lightDays);
  const from = HelioVector(Body.Earth, left);
  const then = HelioVector(body, left);
  return new Vector(then.x - from.x, then.y - from.y, then.z - from.z, time);
}

/** Geocentric apparent positions in degrees [0, 360); Rahu is the mean node and Ketu opposite it. */
export function siderealSky(utcMs: number, latitude: number, longitude: number): SiderealSky {
  const frame = frameAt(utcMs);
  const { time, ayanamsa } = frame;
  const sidereal = (tropical: number) => normaliseDegrees(tropical - ayanamsa);
  // The mean node lies on the mean ecliptic: the mean ayanamsa makes it sidereal.
  const rahu = normaliseDegrees(meanNode(time.tt + J2000) - frame.meanAyanamsa);
  const planets = {
    sun: sidereal(SunPosition(time).elon),
    rahu,
    ketu: normaliseDegrees(rahu + 180),
  } as Record<Planet, number>;
  const earth = HelioVector(Body.Earth, time);
  for (const [planet, body] of Object.entries(ENGINE_BODY)) {
    planets[planet as keyof typeof ENGINE_BODY] = sidereal(Ecliptic(apparentVector(body, time, earth)).elon);
  }
  return {
    ayanamsa,
    moon: sidereal(EclipticGeoMoon(time).lon),
    lagna: lagnaOf(frame, latitude, longitude),
    planets,
  };
}
