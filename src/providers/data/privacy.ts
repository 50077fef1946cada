import type {
  ContactExport,
  EraseResponse,
  LegalKind,
  LegalText,
  RetentionPreview,
  RetentionSettings,
} from '../../../contract/privacy';
import { type Call, segment } from './call';

/** The contact's rights (LGPD), the organization's retention and the platform's legal texts. */
export const privacyMethods = (call: Call) => ({
  /** Everything held on the lead's contact: one JSON with the messages also as CSV text. */
  exportContactData: (leadId: string) => call<ContactExport>('POST', `/leads/${segment(leadId)}/export`),

  /** Erases the contact's data for good; `confirm` is their number as digits. */
  eraseContactData: (leadId: string, confirm: string) =>
    call<EraseResponse>('POST', `/leads/${segment(leadId)}/erase`, { confirm }),

  getRetention: () => call<RetentionSettings>('GET', '/settings/retention'),
  saveRetention: (values: RetentionSettings) => call<RetentionSettings>('PUT', '/settings/retention', values),
  previewRetention: (choice: RetentionSettings) => {
    const query = new URLSearchParams();
    if (choice.conversationMonths !== null)
      query.set('conversationMonths', String(choice.conversationMonths));
    if (choice.mediaDays !== null) query.set('mediaDays', String(choice.mediaDays));
    return call<RetentionPreview>('GET', `/settings/retention/preview?${query.toString()}`);
  },

  getLegalText: (kind: LegalKind) => call<LegalText>('GET', `/legal/${segment(kind)}`),
  saveLegalText: (kind: LegalKind, markdown: string) =>
    call<LegalText>('PUT', `/master/legal/${segment(kind)}`, { markdown }),
});
