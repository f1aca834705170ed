import type { SubmissionDto } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useChatMessages } from '../../../../components/chat/api/get-messages'
import { Chat } from '../../../../components/chat/chat'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { chat as chatTexts } from '../../../../i18n/sv/chat'
import { formatLongDateTime } from '../../../../lib/format'
import { adminSubmissionsKey } from '../api/get-submissions'
import { StatusBadge } from './badges'
import { ItemCard } from './item-card'

const t = adminSubmissions.detail

/**
 * Detaljer, Föremål (N) and Meddelanden (N). The counts follow the cached lists, which the live
 * stream keeps current. The review issue makes the details editable and adds review controls.
 */
export function SubmissionTabs({ submission }: { submission: SubmissionDto }) {
  const [tab, setTab] = useState('details')
  const queryClient = useQueryClient()
  // Reading here changes the item dots (this submission) and the list's 'Nya' (refetched when shown).
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: adminSubmissionsKey })
  const messages = useChatMessages(submission.id).data ?? []
  // The member's name as the server wrote it on their messages, until the customer card comes.
  const customer = messages.find((m) => m.sender === 'user')?.senderName || chatTexts.customer

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={t.tabs}>
        <TabsTrigger value="details">{t.details}</TabsTrigger>
        <TabsTrigger value="items">{t.items(submission.items.length)}</TabsTrigger>
        <TabsTrigger value="messages">{t.messages(messages.length)}</TabsTrigger>
      </TabsList>
      <TabsContent value="details">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label={t.id}>
            <span className="font-mono text-sm break-all">{submission.id}</span>
          </Field>
          <Field label={t.status}>
            <StatusBadge status={submission.status} />
          </Field>
          <Field label={t.notes}>
            <span className="whitespace-pre-line">{submission.notes || t.none}</span>
          </Field>
          <Field label={t.reviewerNotes}>
            <span className="whitespace-pre-line">{submission.reviewerNotes || t.none}</span>
          </Field>
          <Field label={t.created}>{formatLongDateTime(submission.created)}</Field>
          <Field label={t.updated}>{formatLongDateTime(submission.updated)}</Field>
        </dl>
      </TabsContent>
      <TabsContent value="items">
        {submission.items.length === 0 ? (
          <p className="text-stone-600">{t.noItems}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {submission.items.map((item, i) => (
              <ItemCard
                key={item.id}
                item={item}
                position={item.position || i + 1}
                customer={customer}
                onMarkedRead={refreshList}
              />
            ))}
          </ol>
        )}
      </TabsContent>
      <TabsContent value="messages">
        <Chat
          submissionId={submission.id}
          viewer="admin"
          otherName={customer}
          height={600}
          sendFailedText={chatTexts.messageFailedStaff}
          label={t.chatLabel}
          onMarkedRead={refreshList}
        />
      </TabsContent>
    </Tabs>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
