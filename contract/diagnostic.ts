import { z } from 'zod';

/** The AI-readiness diagnostic (spec 3 §2.12, §3, §7): can this instance's AI answer, and if not why. */

/** Spec 3 §9: readiness colours. */
export const READINESS_THRESHOLDS = { good: 80, fair: 60 } as const;

export const IssueCode = z.enum([
  'whatsapp_disconnected',
  'openai_key_missing',
  'ai_disabled',
  'organization_ai_disabled',
  'prompt_missing',
  'not_replying',
  'webhook_not_configured',
]);
export type IssueCode = z.infer<typeof IssueCode>;

/** One problem with what to do about it and where (a route of the app). */
export const ReadinessIssue = z.object({
  code: IssueCode,
  message: z.string(),
  action: z.string(),
  /** Where it is fixed: a path of the app, e.g. `/?instance=…&dialog=settings`. */
  link: z.string(),
  /** A fix the diagnostic applies itself (spec 3 §8 quick fixes). */
  quickFix: z.enum(['aiEnabled', 'bikerHubEnabled', 'syncStatus']).nullable(),
  penalty: z.number().int(),
});
export type ReadinessIssue = z.infer<typeof ReadinessIssue>;

export const AiReadinessReport = z.object({
  instanceId: z.string(),
  instanceName: z.string(),
  phone: z.string(),
  overallStatus: z.object({
    readinessScore: z.number().int().min(0).max(100),
    isFullyReady: z.boolean(),
    criticalIssues: z.array(z.string()),
    recommendations: z.array(z.string()),
  }),
  /** The critical issues with their fix (ours, beside the spec's strings). */
  issues: z.array(ReadinessIssue),
  coreValidation: z.object({
    details: z.object({
      aiEnabled: z.boolean(),
      hasPrompt: z.boolean(),
      hasBikerHubConfig: z.boolean(),
      hasApiKey: z.boolean(),
    }),
  }),
  conversationAnalysis: z.object({
    stats: z.object({
      total: z.number().int(),
      aiActive: z.number().int(),
      aiInactive: z.number().int(),
      humanTakenOver: z.number().int(),
      /** Switched off by an automatic rule (first contact, hot lead): what the emergency fix turns on. */
      automaticallyPaused: z.number().int(),
    }),
  }),
  configuration: z.object({
    systemSettings: z.object({
      globalAiEnabled: z.boolean(),
      globalFollowupEnabled: z.boolean(),
      spamFilterEnabled: z.boolean(),
      autoLeadEnabled: z.boolean(),
      organizationAiEnabled: z.boolean(),
    }),
    bikerHub: z.object({
      gateway: z.enum(['simulator', 'evolution', 'cloud']),
      isConnected: z.boolean(),
      reachable: z.boolean(),
      hasWebhookUrl: z.boolean(),
      hasEvolutionApiKey: z.boolean(),
      hasApiToken: z.boolean(),
      bikerHubEnabled: z.boolean(),
    }),
    aiProvider: z.object({
      hasOpenAIKey: z.boolean(),
      hasGeminiKey: z.boolean(),
      hasAnthropicKey: z.boolean(),
      currentProvider: z.string(),
      modelName: z.string(),
    }),
  }),
});
export type AiReadinessReport = z.infer<typeof AiReadinessReport>;

export const AiMetrics = z.object({
  instanceId: z.string(),
  windowHours: z.number().int(),
  status: z.object({ overall: z.enum(['healthy', 'warning', 'critical']) }),
  behavior: z.object({
    inboundCount: z.number().int(),
    aiReplyCount: z.number().int(),
    humanReplyCount: z.number().int(),
    /** AI replies per customer message, in percent. */
    replyRate: z.number(),
    lastAiReplyAt: z.string().nullable(),
  }),
  configuration: z.object({
    whatsappConnected: z.boolean(),
    hasOpenAiKey: z.boolean(),
    aiEnabled: z.boolean(),
    globalAiEnabled: z.boolean(),
    bikerHubEnabled: z.boolean(),
    webhookConfigured: z.boolean(),
  }),
});
export type AiMetrics = z.infer<typeof AiMetrics>;

/** POST /api/instances/:id/emergency-fix-ai. */
export const EmergencyFixResponse = z.object({
  conversationsFixed: z.number().int(),
  totalConversations: z.number().int(),
  /** Conversations a person switched off on purpose: left as they are. */
  keptOff: z.array(
    z.object({
      conversationId: z.string(),
      contactName: z.string(),
      contactNumber: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
export type EmergencyFixResponse = z.infer<typeof EmergencyFixResponse>;

/** POST /api/instances/:id/settings: the quick fixes (spec 3 §7). */
export const QuickFixBody = z
  .object({
    aiEnabled: z.literal(true, { message: 'aiEnabled só aceita true' }).optional(),
    bikerHubEnabled: z.literal(true, { message: 'bikerHubEnabled só aceita true' }).optional(),
  })
  .refine((body) => body.aiEnabled || body.bikerHubEnabled, {
    message: 'Tipo de correção não reconhecido',
    path: ['aiEnabled'],
  });
export type QuickFixBody = z.infer<typeof QuickFixBody>;

export const QuickFixResponse = z.object({ success: z.literal(true), message: z.string() });
export type QuickFixResponse = z.infer<typeof QuickFixResponse>;
