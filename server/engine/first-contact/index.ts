/**
 * The first message to a lead a portal or site posted (issue 29): one durable job per intake that
 * names the car at its stock price, through the outbound stage; a number not on WhatsApp marks the
 * lead and tells its seller.
 */
export { FIRST_CONTACT_JOB, registerFirstContactJob, scheduleFirstContact } from './job';
