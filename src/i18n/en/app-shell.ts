import type { AppMessages } from '../pt-BR';

type Shell = Omit<
  AppMessages['app'],
  | 'landing'
  | 'templates'
  | 'campaigns'
  | 'crm'
  | 'monitor'
  | 'diagnostic'
  | 'logs'
  | 'tools'
  | 'bonusLeads'
  | 'branding'
  | 'agenda'
  | 'security'
  | 'privacy'
  | 'simpleUsers'
  | 'platform'
  | 'dashboard'
  | 'simulator'
  | 'realtime'
  | 'attention'
  | 'chat'
  | 'settingsDialog'
  | 'settings'
  | 'inbox'
  | 'reports'
  | 'kanban'
  | 'leadSources'
  | 'financing'
  | 'tradeIn'
  | 'leadFinancing'
>;

export const shellEn = {
  common: {
    brand: 'Vendaí',
    loading: 'Loading...',
    back: 'Back',
    backHome: 'Back to home',
    cancel: 'Cancel',
    retry: 'Try again',
    titleWithDetail: '%{title}: %{detail}',
  },
  validation: {
    nameMin: 'Name must have at least 2 characters',
    nameMax: 'Name must have at most 120 characters',
    emailInvalid: 'Invalid email',
    passwordMin: 'Password must have at least 6 characters',
    passwordMax: 'Password must have at most 200 characters',
    roleInvalid: 'Invalid user type',
    idInvalid: 'Invalid ID',
    instanceNameRequired: 'Instance name is required',
    instanceNameMax: 'Instance name must have at most 80 characters',
    phoneMin: 'Phone must have at least 10 digits',
    phoneMax: 'Phone must have at most 15 digits',
    notificationPhoneMin: 'Notification phone must have at least 10 digits',
    selectUser: 'Select a user to create the instance',
    instanceNameAndPhoneRequired: 'Instance name and phone are required',
    loginRequired: 'Please fill in email and password.',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    chat: 'Chat',
    whatsapp: 'WhatsApp',
    kanban: 'Kanban',
    users: 'Users',
    settings: 'Settings',
    settingsShort: 'Settings',
    logslogs: 'LogsLogs',
    master: 'Master Panel',
    bonus: 'Bonus',
    autocerto: 'Autocerto',
    stock: 'Stock',
    leadSources: 'Lead sources',
    sourceCosts: 'Source costs',
    leadsok: 'LeadsOK',
    more: 'More options',
  },
  layout: {
    logout: 'Sign out',
    logoutTitle: 'Sign out',
    logoutConfirm: 'Are you sure you want to sign out?',
    themeToDark: 'Use dark theme',
    themeToLight: 'Use light theme',
  },
  pages: {
    underConstruction: 'This page is under construction and will be available soon.',
    toolsUnavailable: 'Tools under development',
    crashed: 'This page could not be displayed.',
    home: 'Instances Dashboard',
    inbox: 'Chat Center',
    kanban: 'Leads Kanban',
    tools: 'Advanced Tools',
    simpleUsers: 'Manage Users and Instances',
    settings: 'System Settings',
    bonus: 'Bonus',
    autocerto: 'Autocerto',
    autocertoSettings: 'Autocerto Integration',
    leadsok: 'LeadsOK',
    financeiras: 'Lenders',
    diagnostic: 'AI Diagnostic',
    logslogs: 'Comparative Diagnostics and Logs',
    master: 'Master Panel',
    onboarding: 'Organization Sign-up',
    webhookMonitor: 'Webhook Monitor',
    simulator: 'WhatsApp Simulator',
  },
  auth: {
    title: 'Sign in to Vendaí',
    subtitle: 'Access your AI sales center on WhatsApp',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    loginError: 'Login failed',
    invalidCredentials: 'Invalid credentials',
    connectionError: 'Connection error',
    connectionErrorDetail: 'Could not reach the server',
    welcomeTitle: 'Welcome to Vendaí!',
    welcome: 'Your organization was created. Sign in with the credentials sent to your email.',
    organization: 'Organization: %{org}',
    backToSite: 'Discover Vendaí',
    resetPassword: {
      title: 'Set your password',
      subtitle: 'Choose the password you will use to sign in to Vendaí.',
      password: 'New password',
      confirm: 'Confirm the new password',
      mismatch: 'The passwords do not match',
      submit: 'Save password',
      submitting: 'Saving...',
      done: 'Password set! Now sign in with your email and the new password.',
      toLogin: 'Go to sign in',
      missingToken: 'Invalid link. Open the whole link you received.',
      failed: 'Could not set the password',
    },
  },
} as const satisfies Shell;
