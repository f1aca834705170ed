import { Placeholder } from '../../../../components/ui/placeholder'

export function Component() {
  return <Placeholder title="Admin" />
}
