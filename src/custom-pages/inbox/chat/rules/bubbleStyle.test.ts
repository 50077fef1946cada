import { describe, expect, it } from 'vitest';
import { buildMessage } from '../../../../../tests/web/inbox/chat/testing/builders';
import { bubbleKindOf, bubbleStyleOf } from './bubbleStyle';

const names = { instanceName: 'Loja Centro', defaultInstance: 'Vendaí', defaultOperator: 'Atendente' };

describe('bubbleKindOf', () => {
  it('follows the precedence follow-up, AI, human, contact', () => {
    const flags = { direction: 'out' as const };
    expect(bubbleKindOf({ ...flags, isFromFollowUp: true, isFromAi: true, isFromHuman: true })).toBe(
      'followup',
    );
    expect(bubbleKindOf({ ...flags, isFromFollowUp: false, isFromAi: true, isFromHuman: true })).toBe('ai');
    expect(bubbleKindOf({ ...flags, isFromFollowUp: false, isFromAi: false, isFromHuman: true })).toBe(
      'human',
    );
    expect(
      bubbleKindOf({ direction: 'in', isFromFollowUp: false, isFromAi: false, isFromHuman: false }),
    ).toBe('contact');
  });

  it('treats an outgoing message without any origin flag as a platform message', () => {
    expect(bubbleKindOf(buildMessage({ origin: 'system' }))).toBe('system');
  });
});

describe('bubbleStyleOf', () => {
  it('puts the contact on the left in grey, without a label', () => {
    expect(bubbleStyleOf(buildMessage(), names)).toMatchObject({ side: 'start', tone: 'grey', label: null });
  });

  it('labels the AI in blue with the instance name, falling back to the default', () => {
    const ai = buildMessage({ origin: 'ai' });
    expect(bubbleStyleOf(ai, names)).toMatchObject({
      side: 'end',
      tone: 'primary',
      label: { key: 'app.chat.bubble.aiLabel', args: { instance: 'Loja Centro' } },
    });
    expect(bubbleStyleOf(ai, { ...names, instanceName: '  ' }).label?.args).toEqual({ instance: 'Vendaí' });
  });

  it("labels the operator in green with the operator's name, falling back to the default", () => {
    const human = buildMessage({ origin: 'human', senderName: 'Bruno Lima' });
    expect(bubbleStyleOf(human, names)).toMatchObject({
      side: 'end',
      tone: 'success',
      label: { key: 'app.chat.bubble.operatorLabel', args: { name: 'Bruno Lima' } },
    });
    expect(bubbleStyleOf({ ...human, senderName: null }, names).label?.args).toEqual({ name: 'Atendente' });
  });

  it('paints follow-ups orange', () => {
    expect(bubbleStyleOf(buildMessage({ origin: 'followup' }), names)).toMatchObject({
      side: 'end',
      tone: 'warning',
      label: { key: 'app.chat.bubble.followupLabel' },
    });
  });
});
