import { useEffect, useState } from 'react'
import { Button } from '../../../ui/button'
import type { CatalogueSaver } from '../save-catalogue/catalogue-saver'
import { formatBytes, readStorageUse, type StorageUse } from '../storage/storage-use'
import { useSaverSnapshot } from './save-catalogue-control'

type ClearStep = 'idle' | 'confirming' | 'clearing' | 'cleared' | 'failed'

/**
 * "Offline data": how much the shop keeps on this device, whether the browser keeps it for sure,
 * and Clear, which removes the saved catalogue and its pictures but never the cart, wishlist,
 * sign-in or changes waiting to be sent.
 */
export function OfflineDataSection({ saver }: { saver: CatalogueSaver }) {
  const snapshot = useSaverSnapshot(saver)
  const [use, setUse] = useState<StorageUse | null | undefined>(undefined)
  const [step, setStep] = useState<ClearStep>('idle')
  const savedAt = snapshot.progress?.finishedAt ?? null

  // Read again when a save finishes (and after Clear, below): the figure follows what is saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `savedAt` is what makes it read again.
  useEffect(() => {
    let current = true
    void readStorageUse().then((next) => {
      if (current) setUse(next)
    })
    return () => {
      current = false
    }
  }, [savedAt])

  const clear = async () => {
    setStep('clearing')
    try {
      await saver.clear()
      setStep('cleared')
    } catch {
      setStep('failed')
    }
    setUse(await readStorageUse())
  }

  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-400">Space used</dt>
        <dd className="text-stone-100">
          {use === undefined
            ? 'Checking…'
            : use === null
              ? 'Not reported by this browser'
              : `${formatBytes(use.usage)} used of ${formatBytes(use.quota)}`}
        </dd>
        <dt className="text-stone-400">Persistent</dt>
        <dd className="text-stone-100">
          {use?.persisted
            ? 'Yes: the browser keeps it until you clear it'
            : 'No: the browser may remove it if the device runs low on space'}
        </dd>
      </dl>

      {step === 'confirming' ? (
        <div className="flex flex-col gap-3 rounded-lg border border-stone-700 bg-stone-950 p-3">
          <p className="text-sm text-stone-200">
            Remove the saved catalogue and its images from this device? Your cart, wishlist and sign-in stay.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" onClick={() => void clear()}>
              Remove saved data
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setStep('idle')}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={step === 'clearing'}
            onClick={() => setStep('confirming')}
          >
            {step === 'clearing' ? 'Clearing…' : 'Clear saved data'}
          </Button>
          <p role="status" className="text-sm text-stone-300">
            {step === 'cleared'
              ? 'Saved catalogue removed from this device.'
              : step === 'failed'
                ? 'Some saved data could not be removed. Try again.'
                : ''}
          </p>
        </div>
      )}
    </div>
  )
}
