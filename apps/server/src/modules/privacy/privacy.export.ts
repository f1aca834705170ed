import type { MyDataExport } from '@kladbyte/contract'
import { privateImageUrl } from '../../core/media/media.urls.js'
import { getBalance } from '../../core/points/points.balance.js'
import type { Db } from '../../db/client.js'
import { unauthorized } from '../../lib/errors.js'
import {
  findAccount,
  findChatMessages,
  findLedger,
  findListItems,
  findMails,
  findMembership,
  findOrdersWithLines,
  findSubmissions,
} from './privacy.export.repository.js'

const iso = (d: Date | string) => new Date(d).toISOString()
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d))

/**
 * Everything the shop holds about the signed-in member (ADR 033), theirs to keep: the whole
 * personnummer (it is their own), photo links of the owner-checked private route (they open only
 * for the member while signed in), and the subjects and dates of the mails sent to them.
 */
export async function exportMyData(db: Db, userId: string, now: Date): Promise<MyDataExport> {
  const user = await findAccount(db, userId)
  if (!user || user.deletedAt) throw unauthorized()
  const [membership, orders, ledger, balance, submissions, chat, mails, cart, wishlist] = await Promise.all([
    findMembership(db, userId),
    findOrdersWithLines(db, userId),
    findLedger(db, userId),
    getBalance(db, userId),
    findSubmissions(db, userId),
    findChatMessages(db, userId),
    findMails(db, user.email),
    findListItems(db, 'cart_items', userId),
    findListItems(db, 'wishlist_items', userId),
  ])
  const m = membership[0]
  return {
    exportedAt: iso(now),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      personnummer: user.personnummer,
      phone: user.phone,
      emailVerified: user.emailVerified,
      created: iso(user.createdAt),
    },
    // One address is both billing and delivery address (the account page shows it twice).
    addresses: [
      {
        kind: 'Fakturerings- och leveransadress',
        address: user.address,
        postalCode: user.postalCode,
        city: user.city,
        region: user.region,
        country: user.country,
      },
    ],
    membership: m
      ? {
          provider: m.provider,
          status: m.status,
          currentPeriodEnd: isoOrNull(m.currentPeriodEnd),
          cancelAtPeriodEnd: m.cancelAtPeriodEnd,
        }
      : null,
    orders: orders.map((o) => ({
      orderNumber: o.orderNumber,
      status: o.status,
      totalPoints: o.totalPoints,
      created: iso(o.createdAt),
      lines: o.lines,
    })),
    points: {
      balance,
      history: ledger.map((e) => ({
        delta: e.delta,
        reason: e.reason,
        note: e.note,
        created: iso(e.createdAt),
      })),
    },
    submissions: submissions.map((s) => ({
      id: s.id,
      status: s.status,
      title: s.title,
      description: s.description,
      customerNotes: s.customerNotes,
      created: iso(s.createdAt),
      submitted: isoOrNull(s.submittedAt),
      items: s.items.map(({ photos, ...item }) => ({
        ...item,
        photos: photos.map((p) => privateImageUrl('submissions', p.id, p.width)),
      })),
    })),
    chatMessages: chat.map(({ createdAt, ...c }) => ({ ...c, created: iso(createdAt) })),
    mails: mails.map((x) => ({ subject: x.subject, created: iso(x.createdAt), sent: isoOrNull(x.sentAt) })),
    cart: cart.map((c) => ({ productName: c.productName, added: iso(c.createdAt) })),
    wishlist: wishlist.map((c) => ({ productName: c.productName, added: iso(c.createdAt) })),
  }
}

/** `klädbyte-mina-uppgifter-2026-11-24.json`, dated in Stockholm time. */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now)
  return `klädbyte-mina-uppgifter-${day}.json`
}
