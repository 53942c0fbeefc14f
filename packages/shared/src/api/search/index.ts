export * from './paging.js';
export * from './profile-item.js';
export * from './search-profiles.js';
export * from './shortlist.js';
