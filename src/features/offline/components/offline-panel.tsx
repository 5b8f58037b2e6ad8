import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useClient } from 'urql'
import { CloseIcon } from '../../../ui/icons'
import { SideSheet } from '../../../ui/side-sheet'
import { browserCatalogueSaver } from '../save-catalogue/browser-catalogue-saver'
import type { CatalogueSaver } from '../save-catalogue/catalogue-saver'
import type { LoadOwnProductsOffline } from '../save-catalogue/own-products'
import { OfflineDataSection } from './offline-data-section'
import { SaveCatalogueControl } from './save-catalogue-control'

export interface OfflinePanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The install button, shown first when given. */
  install?: ReactNode
  loadOwnProducts: LoadOwnProductsOffline
}

/** The panel's sections; `saver` is passed in so tests can drive them without a network. */
export function OfflinePanelSections({ install, saver }: { install?: ReactNode; saver: CatalogueSaver }) {
  return (
    <>
      {install}
      <section aria-labelledby="save-catalogue-heading" className="flex flex-col gap-3">
        <h3 id="save-catalogue-heading" className="text-base font-bold text-stone-50">
          Save catalogue for offline
        </h3>
        <SaveCatalogueControl saver={saver} />
      </section>
      <section
        aria-labelledby="offline-data-heading"
        className="flex flex-col gap-3 border-t border-stone-800 pt-5"
      >
        <h3 id="offline-data-heading" className="text-base font-bold text-stone-50">
          Offline data
        </h3>
        <OfflineDataSection saver={saver} />
      </section>
    </>
  )
}

/**
 * "Offline & app", opened from the header: install, save the catalogue for offline, and the data
 * kept on this device. A Radix Dialog sheet, loaded on first open (not in the entry bundle).
 */
export function OfflinePanel({ open, onOpenChange, install, loadOwnProducts }: OfflinePanelProps) {
  const saver = browserCatalogueSaver(useClient(), loadOwnProducts)
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      className="fixed inset-y-0 right-0 z-[61] flex w-[min(92vw,26rem)] flex-col gap-5 overflow-y-auto border-l border-stone-800 bg-stone-950 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl"
    >
      <div className="flex items-center justify-between">
        <Dialog.Title className="text-lg font-extrabold text-stone-50">Offline &amp; app</Dialog.Title>
        <Dialog.Close
          aria-label="Close"
          data-tip="Close"
          className="rounded-full p-2 text-stone-300 hover:bg-stone-800 hover:text-orange-400"
        >
          <CloseIcon />
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">
        Save the catalogue to browse with no signal, and manage what this shop keeps on your device.
      </Dialog.Description>
      <OfflinePanelSections install={install} saver={saver} />
    </SideSheet>
  )
}
