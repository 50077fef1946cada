import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { lazy } from 'react';
import type { TemplateRecord } from '../../../contract/message-templates';
import type { PageRoute } from '../../ui/definePage';

/** `message-templates` (admins, issue 25): the approved messages an official number may send any time. */
export const messageTemplates = {
  list: lazy(() => import('./TemplateList').then((module) => ({ default: module.TemplateList }))),
  create: lazy(() => import('./TemplateCreate').then((module) => ({ default: module.TemplateCreate }))),
  icon: ChatBubbleOutlineIcon,
  recordRepresentation: (record: TemplateRecord) => record.name,
};

export const messageTemplatesRoute: PageRoute = { path: '/message-templates', aliases: [] };
