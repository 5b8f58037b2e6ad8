import { useClient } from 'urql'
import { browserCatalogueSaver } from '../save-catalogue/browser-catalogue-saver'
import type { LoadOwnProductsOffline } from '../save-catalogue/own-products'
import { SaveCatalogueControl } from './save-catalogue-control'

/** The compact "Save catalogue for offline" row above the /products listing; the same save as the header's. */
export function SaveCatalogueBar({ loadOwnProducts }: { loadOwnProducts: LoadOwnProductsOffline }) {
  return <SaveCatalogueControl saver={browserCatalogueSaver(useClient(), loadOwnProducts)} compact />
}
