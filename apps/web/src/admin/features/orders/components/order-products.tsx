import type { AdminOrderDto } from '@kladbyte/contract'
import { Link } from 'react-router'
import { type Column, Table } from '../../../../components/ui/table'
import { adminOrders as t } from '../../../../i18n/sv/admin-orders'
import { formatPoints } from '../../../../lib/format'

type Item = AdminOrderDto['items'][number]

/** The order's garments: image, name, 'Öppna i butik', price paid, id; 'Okänd produkt' when gone. */
export function OrderProducts({ items }: { items: readonly Item[] }) {
  const name = (i: Item) => (i.known ? i.productName : t.detail.unknownProduct)
  const columns: Column<Item>[] = [
    {
      id: 'image',
      header: t.detail.image,
      hiddenHeader: true,
      mobileLabel: '',
      cell: (i) =>
        i.imageUrl ? (
          <img src={i.imageUrl} alt="" className="size-14 rounded object-cover" loading="lazy" />
        ) : (
          <span aria-hidden="true" className="block size-14 rounded bg-stone-100" />
        ),
    },
    { id: 'name', header: t.detail.name, cell: (i) => <span className="font-medium">{name(i)}</span> },
    {
      id: 'open',
      header: t.detail.open,
      hiddenHeader: true,
      mobileLabel: '',
      cell: (i) =>
        i.known ? (
          <Link
            to={`/product/${i.productId}`}
            className="text-emerald-900 underline"
            aria-label={t.detail.openLabel(name(i))}
          >
            {t.detail.open}
          </Link>
        ) : null,
    },
    {
      id: 'price',
      header: t.detail.price,
      align: 'right',
      cell: (i) => <span className="whitespace-nowrap">{formatPoints(i.price)}</span>,
    },
    {
      id: 'id',
      header: t.detail.productId,
      cell: (i) => <span className="font-mono text-xs break-all">{i.productId}</span>,
    },
  ]
  return (
    <section className="flex flex-col gap-3" aria-label={t.detail.products}>
      <h2 className="text-lg font-semibold">{t.detail.products}</h2>
      <Table
        caption={t.detail.products}
        columns={columns}
        rows={items}
        rowKey={(i) => i.id}
        empty={t.detail.noProducts}
      />
    </section>
  )
}
