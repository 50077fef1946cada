import type { AppMessages } from '../pt-BR';

export const simpleUsersEn = {
  newUser: 'New User',
  newInstance: 'New Instance',
  everyUserHasInstance: 'Every user already has an instance',
  hint: 'Simple flow: 1) create the user; 2) create an instance (the WhatsApp number) for them; 3) connect WhatsApp on the Dashboard by scanning the QR code.',
  loading: 'Loading users...',
  loadError: 'Failed to load users',
  createFirstUser: 'Create the first user',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Type',
    instances: 'Instances',
    whatsapp: 'WhatsApp status',
    actions: 'Actions',
  },
  roles: {
    admin: 'Admin',
    vendedor: 'Seller',
    super_admin: 'Super Admin',
  },
  noInstances: 'No instances',
  connection: {
    on: 'ON',
    off: 'OFF',
  },
  whatsappStatus: {
    connected: 'Connected',
    partial: '%{connected} of %{total} connected',
    disconnected: 'Disconnected',
    none: 'No instance',
  },
  actions: {
    addInstance: 'Add instance for %{name}',
    editUser: 'Edit user %{name}',
    deleteUser: 'Remove user %{name}',
    editInstance: 'Edit instance %{name}',
    deleteInstance: 'Remove instance %{name}',
  },
  userDialog: {
    createTitle: 'New User',
    editTitle: 'Edit User',
    passwordKeepHint: 'Leave blank to keep the current password',
    create: 'Create User',
    save: 'Save Changes',
    saving: 'Saving...',
  },
  instanceDialog: {
    createTitle: 'New Instance',
    editTitle: 'Edit Instance',
    selectUser: 'Select a user',
    phoneHint: 'Country code 55 + area code + number (13 digits for a mobile). E.g. 5511987654321',
    notificationPhoneHint: 'Number that receives hot-lead alerts',
    create: 'Create Instance',
    creating: 'Creating...',
    save: 'Save Changes',
    saving: 'Saving...',
  },
  deleteUser: {
    title: 'Remove user',
    content:
      'Are you sure you want to remove the user %{name}? All of this user’s instances will be removed too. This cannot be undone.',
  },
  deleteInstance: {
    title: 'Remove instance',
    content:
      'Are you sure you want to remove the instance %{name}? It will be disconnected and all of its conversations will be lost. This cannot be undone.',
  },
  confirmDelete: 'Remove',
} as const satisfies AppMessages['app']['simpleUsers'];
