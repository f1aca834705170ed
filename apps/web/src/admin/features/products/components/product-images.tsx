import { useQueryClient } from '@tanstack/react-query'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { FileUpload } from '../../../../components/ui/file-upload'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'
import { useDeleteProductImage } from '../api/delete-product-image'
import { adminProductsKey } from '../api/get-admin-products'
import { useProductImages } from '../api/get-product-images'
import { useSetMainImage } from '../api/set-main-image'
import { uploadProductImage } from '../api/upload-product-image'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'
const MAX_BYTES = 15 * 1024 * 1024

/**
 * The images of a saved garment: upload several at once with progress, make one main, delete.
 * Each change goes to the server at once (spec §4), not with the form's Save.
 */
export function ProductImages({ productId, productName }: { productId: string; productName: string }) {
  const queryClient = useQueryClient()
  const { data: images = [] } = useProductImages(productId)
  const makeMain = useSetMainImage(productId)
  const remove = useDeleteProductImage()
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminProductsKey })

  return (
    <section aria-labelledby="product-images-heading" className="flex flex-col gap-3">
      <h3 id="product-images-heading" className="font-semibold">
        {t.panel.images}
      </h3>
      <p className="text-sm text-stone-600">{t.panel.imagesHint}</p>
      {images.length === 0 ? (
        <p className="text-sm text-stone-600">{t.panel.noImages}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3" aria-label={t.panel.images}>
          {images.map((image, index) => (
            <li
              key={image.imageId}
              className="flex flex-col items-start gap-2 rounded-lg border border-stone-200 bg-white p-2"
            >
              <img
                src={image.imageUrl}
                alt={t.panel.imageAlt(index + 1, productName)}
                className="size-22 rounded object-cover"
              />
              {image.main ? (
                <Badge tone="success">{t.panel.main}</Badge>
              ) : (
                <Button
                  variant="secondary"
                  className="text-sm"
                  aria-label={t.panel.makeMainLabel(index + 1)}
                  onClick={() => makeMain.mutate(image.imageId)}
                >
                  {t.panel.makeMain}
                </Button>
              )}
              <Button
                variant="ghost"
                className="text-sm"
                aria-label={t.panel.deleteImageLabel(index + 1)}
                onClick={() => remove.mutate(image.imageId)}
              >
                {t.panel.deleteImage}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        label={t.panel.upload}
        accept={ACCEPT}
        acceptLabel="JPEG, PNG, WebP, AVIF"
        maxSize={MAX_BYTES}
        upload={(file, onProgress, signal) => uploadProductImage(productId, file, onProgress, signal)}
        onUploaded={() => void refresh()}
      />
    </section>
  )
}
