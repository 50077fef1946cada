/**
 * The media stage's one entry (docs/design.md §2): the bytes a webhook did not carry, fetched by a job.
 */

export { mediaOfMessage } from './fetch-media';
export { registerFetchMediaJob } from './fetch-media-job';
export { FETCH_MEDIA_JOB, storeMediaBytes } from './media-bytes';
