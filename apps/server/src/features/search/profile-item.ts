import { heightFt, type ProfileListItem, type ProfilePhoto, type ProfileView } from '@varmala/shared';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import type { ItemRow, PhotoKeys, ViewRow } from './queries.js';

/** A row's photo keys as signed URLs. */
function signedPhotos(keys: PhotoKeys[], urls: MediaUrlSigner): ProfilePhoto[] {
  return keys.map((photo) => ({
    short: urls.urlFor(photo.shortKey),
    large: urls.urlFor(photo.largeKey),
    url: urls.urlFor(photo.urlKey),
    caption: photo.caption,
  }));
}

/** Field by field, never by spreading a row: a column added to the table does not reach a member. */
export function toListItem(row: ItemRow, urls: MediaUrlSigner): ProfileListItem {
  return {
    profile_id: row.id,
    mid: row.mid,
    name: row.name,
    age: row.age,
    surname: row.surname,
    community: row.community,
    city: row.city,
    personal: {
      height_ft: heightFt(row.height),
      complexion: row.complexion,
      body_type: row.bodyType,
      physical_status: row.physicalStatus,
      marital_status: row.maritalStatus,
      food_habits: row.foodHabits,
      about: row.about,
    },
    horoscope: {
      birth_star: row.birthStar,
      raasi: row.raasi,
      padham: row.padham,
      birth_place: row.birthPlace,
    },
    work: {
      education: row.education,
      education_desc: row.educationDesc,
      profession: row.profession,
      position: row.position,
      annual_income: row.annualIncome,
      work_location: row.workLocation,
    },
    family: {
      father_name: row.fatherName,
      father_alive: row.fatherAlive,
      mother_name: row.motherName,
      mother_alive: row.motherAlive,
      father_occupation: row.fatherOccupation,
      mother_occupation: row.motherOccupation,
      sisters: row.sisters,
      sisters_married: row.sistersMarried,
      brothers: row.brothers,
      brothers_married: row.brothersMarried,
      family_status: row.familyStatus,
      property_details: row.propertyDetails,
      about_family: row.aboutFamily,
    },
    photos: signedPhotos(row.photos, urls),
    dob: row.dateOfBirth,
    hasShortlisted: row.hasShortlisted,
  };
}

export function toView(row: ViewRow, urls: MediaUrlSigner): ProfileView {
  const item = toListItem(row, urls);
  return {
    ...item,
    gender: row.gender,
    domain: row.domain,
    status: row.status,
    gothram: row.gothram,
    language: row.language,
    state: row.state,
    country: row.country,
    personal: { ...item.personal, height: row.height, weight: row.weight, expectation: row.expectation },
    horoscope: { ...item.horoscope, dhosam: row.dhosam },
  };
}
