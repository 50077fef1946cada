/**
 * The scraping job's one entry: the shop's site read (public addresses only) into the AI's knowledge.
 */
export { type AddressPolicy, BlockedAddressError, publicAddressesOnly } from './address-guard';
export { fetchPublicPage, ScrapeError } from './fetch-page';
export { cancelScrapes, queueScrape, registerScrapingJob, scrapeJobKey } from './job';
export { type ScrapingOptions, userAgentFor } from './read-site';
export { findKnowledge, pendingRunAt } from './repository';
