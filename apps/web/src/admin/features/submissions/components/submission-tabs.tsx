import type { AdminSubmissionDto } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useChatMessages } from '../../../../components/chat/api/get-messages'
import { Chat } from '../../../../components/chat/chat'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { chat as chatTexts } from '../../../../i18n/sv/chat'
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
  // The member's name from their account, else as the server wrote it on their messages.
  const account = submission.customer
  const customer =
    (account && `${account.firstName} ${account.lastName}`.trim()) ||
    messages.find((m) => m.sender === 'user')?.senderName ||
    chatTexts.customer

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={t.tabs}>
        <TabsTrigger value="details">{t.details}</TabsTrigger>
        <TabsTrigger value="items">{t.items(submission.items.length)}</TabsTrigger>
        <TabsTrigger value="messages">{t.messages(messages.length)}</TabsTrigger>
      </TabsList>
      <TabsContent value="details">
        <DetailsTab submission={submission} />
      </TabsContent>
      <TabsContent value="items">
        <ItemsTab submission={submission} customer={customer} onMarkedRead={refreshList} />
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
