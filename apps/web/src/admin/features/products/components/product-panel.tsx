import type { CategoryTreeNodeDto, ProductDto } from '@kladbyte/contract'
import { Alert } from '../../../../components/ui/alert'
import { Sheet } from '../../../../components/ui/sheet'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { toast } from '../../../../components/ui/toast'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'
import { useCreateProduct } from '../api/create-product'
import { useProduct } from '../api/get-product'
import { useUpdateProduct } from '../api/update-product'
import { emptyProduct, ProductForm, type ProductFormValues } from './product-form'
import { ProductImages } from './product-images'

/** Which garment the panel shows: a new one, or one by id (`justCreated` after its first save). */
export type PanelMode = { kind: 'create' } | { kind: 'edit'; id: string; justCreated?: boolean }

const toValues = (p: ProductDto): ProductFormValues => ({
  name: p.name,
  description: p.description,
  categoryId: p.categoryId,
  size: p.size,
  price: String(p.price),
  display: p.display,
})

/**
 * The side panel to create or edit a garment. Images belong to a saved garment: after the first
 * save the panel stays open on the new garment with its image section (the notice says so).
 */
export function ProductPanel({
  mode,
  tree,
  onClose,
  onCreated,
}: {
  mode: PanelMode | null
  tree: readonly CategoryTreeNodeDto[]
  onClose: () => void
  /** After the first save, with the garment's category (the list goes where the garment is). */
  onCreated: (id: string, categoryId: string) => void
}) {
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const editId = mode?.kind === 'edit' ? mode.id : null
  const { data: product, isPending } = useProduct(editId)

  return (
    <Sheet
      open={mode !== null}
      onClose={onClose}
      title={mode?.kind === 'edit' ? t.panel.editTitle : t.panel.createTitle}
    >
      <div className="flex flex-col gap-6 p-5">
        {mode?.kind === 'create' && (
          <>
            <ProductForm
              initial={emptyProduct}
              tree={tree}
              submitLabel={t.panel.create}
              saving={create.isPending}
              onSubmit={(body) =>
                create.mutate(body, {
                  onSuccess: ({ id }) => onCreated(id, body.categoryId),
                  onError: () => toast.error(t.errors.create),
                })
              }
            />
            <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">{t.panel.imagesAfterCreate}</p>
          </>
        )}
        {mode?.kind === 'edit' &&
          (isPending || !product ? (
            <SkeletonText lines={6} />
          ) : (
            <>
              {mode.justCreated && <Alert tone="success">{t.panel.created}</Alert>}
              <ProductForm
                key={product.id}
                initial={toValues(product)}
                tree={tree}
                submitLabel={t.panel.save}
                saving={update.isPending}
                onSubmit={(body) =>
                  update.mutate(
                    { ...body, id: product.id },
                    {
                      onSuccess: () => {
                        toast.success(t.panel.saved)
                        onClose()
                      },
                      onError: () => toast.error(t.errors.update),
                    },
                  )
                }
              />
              <ProductImages productId={product.id} productName={product.name} />
            </>
          ))}
      </div>
    </Sheet>
  )
}
