import type { AppMessages } from '../pt-BR';

export const resourcesEn = {
  users: {
    name: 'User |||| Users',
    fields: {
      name: 'Name',
      email: 'Email',
      password: 'Password',
      role: 'User type',
      instances: 'Instances',
      createdAt: 'Created at',
    },
    empty: 'No users yet',
    invite: 'Create the first user to start answering on WhatsApp.',
    notifications: {
      created: 'User created successfully!',
      updated: 'User updated successfully!',
      deleted: 'User removed successfully!',
      createFailed: 'Failed to create user',
      updateFailed: 'Failed to update user',
      deleteFailed: 'Failed to remove user',
    },
  },
  instances: {
    name: 'Instance |||| Instances',
    fields: {
      userId: 'User',
      name: 'Instance name',
      phone: 'Phone (WhatsApp)',
      notificationPhone: 'Notification phone (optional)',
      notificationName: 'Notification name (optional)',
      isConnected: 'Connection',
      user: 'Owner',
      aiActive: 'AI',
    },
    empty: 'No instances available',
    invite: 'Create your first instance to get started.',
    notifications: {
      created: 'Instance "%{name}" created successfully!',
      updated: 'Instance updated successfully!',
      deleted: 'Instance removed successfully!',
      createFailed: 'Failed to create instance',
      updateFailed: 'Failed to update instance',
      deleteFailed: 'Failed to remove instance',
      creationInProgress: 'A creation is already in progress, please wait...',
    },
  },
  organizations: {
    name: 'Organization |||| Organizations',
    fields: {
      name: 'Name',
      ownerEmail: 'Owner e-mail',
      subscriptionStatus: 'Status',
      subscriptionPlan: 'Plan',
      instances: 'Instances',
      users: 'Users',
      messages: 'Messages this month',
      createdAt: 'Created',
      trialEndsAt: 'Trial ends',
      nextPaymentAt: 'Next payment',
    },
    empty: 'No organizations found',
  },
  'source-costs': {
    name: 'Source cost |||| Source costs',
    fields: { source: 'Source', month: 'Month', amount: 'Amount spent (R$)', createdAt: 'Created on' },
    helpers: {
      source: "The same name as the leads' source (e.g. OLX, Instagram)",
      month: 'As YYYY-MM (e.g. 2026-11)',
    },
    errors: { month: 'Month must be YYYY-MM' },
    empty: 'No costs entered',
  },
  'lead-sources': {
    name: 'Lead source |||| Lead sources',
    fields: {
      name: 'Name',
      kind: 'Type',
      instanceId: 'Answering instance',
      replyDelaySeconds: 'Reply after (seconds)',
      templateId: 'First contact template',
      revokedAt: 'Status',
      createdAt: 'Created on',
    },
    kinds: { portal: 'Portal', site: 'Site' },
    helpers: {
      name: 'How the portal shows on the board and in reports (e.g. OLX, Webmotors)',
      replyDelaySeconds: 'The AI sends the first WhatsApp message after this long (default: 60)',
      templateId:
        'Official number: the lead has not written yet, so only an approved template can start the conversation. Variables: {{1}} first name, {{2}} car, {{3}} stock price',
    },
    empty: 'No lead sources yet',
  },
} as const satisfies Omit<
  AppMessages['resources'],
  | 'estoque'
  | 'leads'
  | 'bonus-configurations'
  | 'appointments'
  | 'audit-log'
  | 'message-templates'
  | 'campanhas'
>;
