import type { ChatMessageDto } from '@kladbyte/contract'

/** Test data only. */
export const SUBMISSION = 'aaaaaaa1-0000-4000-8000-000000000001'
export const ITEM = 'bbbbbbb1-0000-4000-8000-000000000001'

/** Message `n` (its id ends in n), written at 10:0n Swedish time on 11 October 2025. */
export function message(n: number, overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  const itemId = overrides.itemId ?? null
  return {
    id: `ddddddd${n}-0000-4000-8000-00000000000${n}`,
    submissionRequestId: SUBMISSION,
    message: `Meddelande ${n}`,
    sender: 'user',
    senderName: 'Anna Andersson',
    created: `2025-10-11T08:0${n}:00.000Z`,
    read: false,
    ...overrides,
    itemId,
    submissionRequestItemId: itemId,
  }
}
