import {
  ADULT_SIZE_RANGES,
  ADULT_SIZES,
  CHILD_SIZES,
  PRODUCT_SIZE_MAX,
  SIZE_OPTIONS,
} from '@kladbyte/contract'
import { useState } from 'react'
import { NativeSelect } from '../../../../components/ui/native-select'
import { TextField } from '../../../../components/ui/text-field'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'

const OTHER = '__other__'

/** Size from the lists of spec §9, or 'Annat…' with a free text field (1–30 characters). */
export function SizePicker({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (size: string) => void
  error?: string
}) {
  const [other, setOther] = useState(value !== '' && !SIZE_OPTIONS.includes(value))
  const group = (label: string, sizes: readonly string[]) => (
    <optgroup label={label}>
      {sizes.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </optgroup>
  )
  return (
    <div className="flex flex-col gap-3">
      <NativeSelect
        label={t.panel.size}
        value={other ? OTHER : value}
        error={other ? undefined : error}
        onChange={(e) => {
          const next = e.target.value
          setOther(next === OTHER)
          onChange(next === OTHER ? '' : next)
        }}
      >
        <option value="">{t.panel.chooseSize}</option>
        {group(t.panel.adultSizes, ADULT_SIZES)}
        {group(t.panel.childSizes, CHILD_SIZES)}
        {group(t.panel.rangeSizes, ADULT_SIZE_RANGES)}
        <option value={OTHER}>{t.panel.other}</option>
      </NativeSelect>
      {other && (
        <TextField
          label={t.panel.otherSize}
          value={value}
          maxLength={PRODUCT_SIZE_MAX}
          error={error}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  )
}
