import type { AdminSubmissionDto, ChatSender } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useChatMessages } from '../../../../components/chat/api/get-messages'
import { Chat } from '../../../../components/chat/chat'
import { Alert } from '../../../../components/ui/alert'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { chat as chatTexts } from '../../../../i18n/sv/chat'
import { useSession } from '../../../../lib/session'
import { adminSubmissionsKey } from '../api/get-submissions'
import { DetailsTab } from './details-tab'
import { ItemsTab } from './items-tab'

const t = adminSubmissions.detail

/**
 * Detaljer, Föremål (N) and Meddelanden (N). The counts follow the cached lists, which the live
 * stream keeps current.
 */
export function SubmissionTabs({ submission }: { submission: AdminSubmissionDto }) {
  const [tab, setTab] = useState('details')
  const queryClient = useQueryClient()
  // Reading here changes the item dots (this submission) and the list's 'Nya' (refetched when shown).
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: adminSubmissionsKey })
  const messages = useChatMessages(submission.id).data ?? []
  // An admin who owns the submission is its member on the chat: the server only lets them write
  // as `user` (ADR 017), and answers the member's shape, without the customer.
  const { user } = useSession()
  const own = user !== null && user.id === submission.userId
  const viewer: ChatSender = own ? 'user' : 'admin'
  const customer = own && user ? user : submission.customer
  // The member's name from their account, else as the server wrote it on their messages.
  const other = own
    ? chatTexts.admin
    : (customer && `${customer.firstName} ${customer.lastName}`.trim()) ||
      messages.find((m) => m.sender === 'user')?.senderName ||
      chatTexts.customer

  return (
    <div className="flex flex-col gap-4">
      {own && <Alert tone="info">{t.ownSubmission}</Alert>}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t.tabs}>
          <TabsTrigger value="details">{t.details}</TabsTrigger>
          <TabsTrigger value="items">{t.items(submission.items.length)}</TabsTrigger>
          <TabsTrigger value="messages">{t.messages(messages.length)}</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <DetailsTab submission={submission} customer={customer} reviewable={!own} />
        </TabsContent>
        <TabsContent value="items">
          <ItemsTab submission={submission} viewer={viewer} otherName={other} onMarkedRead={refreshList} />
        </TabsContent>
        <TabsContent value="messages">
          <Chat
            submissionId={submission.id}
            viewer={viewer}
            otherName={other}
            height={600}
            sendFailedText={chatTexts.messageFailedStaff}
            label={own ? t.chatLabelOwn : t.chatLabel}
            onMarkedRead={refreshList}
          />
        </TabsContent>
      </Tabs>
    </div>
  )
}
