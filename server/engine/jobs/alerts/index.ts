/**
 * The consultant's WhatsApp notices (docs/design.md §2): raised by keywords, hot leads and a failing AI,
 * sent by the `notify_consultant` job.
 */
export { type ConsultantSettings, consultantPhone } from './consultant';
export { raiseKeywordAlert } from './keyword-alert';
export { conversationLink, registerConsultantNoticeJob } from './notify-job';
export { queueConsultantNotice } from './queue';
export { addStepForMessage, writeLog } from './repository';
