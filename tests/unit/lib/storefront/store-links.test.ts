import { describe, expect, it } from 'vitest'
import { storeLink, storeLinkHref } from '../../../../src/lib/storefront/store-links'

const hosts = ['moto-boutique.example']
const hrefOf = (url: string, tags: string[] = []) => {
  const link = storeLink(url, hosts, tags)
  return link && `${link.kind} ${storeLinkHref(link)}`
}

describe('storeLink', () => {
  it("leads each of Shopify's online-store addresses to the storefront's page for it", () => {
    const store = 'https://moto-boutique.example'
    expect(hrefOf(`${store}/`)).toBe('app /')
    expect(hrefOf(`${store}/collections`)).toBe('app /shop')
    expect(hrefOf(`${store}/collections/all`)).toBe('app /products')
    expect(hrefOf(`${store}/collections/blousons`)).toBe('app /shop/blousons')
    expect(hrefOf(`${store}/collections/blousons/cuir`)).toBe('app /shop/blousons/cuir')
    expect(hrefOf(`${store}/collections/blousons/femme+cuir`)).toBe('app /shop/blousons/femme/cuir')
    // A collection item's tag filter, where the address leaves it out.
    expect(hrefOf(`${store}/collections/blousons`, ['cuir'])).toBe('app /shop/blousons/cuir')
    expect(hrefOf(`${store}/collections/vendors?q=Moto%20Lune`)).toBe('app /shop?search=Moto+Lune')
    expect(hrefOf(`${store}/products/casque-jet`)).toBe('app /product/casque-jet')
    expect(hrefOf(`${store}/pages/contact`)).toBe('app /contact')
    expect(hrefOf(`${store}/policies/refund-policy`)).toBe('app /returns')
    expect(hrefOf(`${store}/blogs/news/first-ride`)).toBe('app /stories')
    expect(hrefOf(`${store}/search?q=gants`)).toBe('app /shop?search=gants')
    expect(hrefOf(`${store}/search`)).toBe('app /products')
    // An address of the storefront itself, as a merchant may write into a menu.
    expect(hrefOf(`${store}/shop?sale=true`)).toBe('app /shop?sale=true')
    expect(hrefOf(`${store}/apparel-builder`)).toBe('app /apparel-builder')
    // The store's myshopify.com domain is the store's too.
    expect(hrefOf('https://moto-boutique.myshopify.com/collections/gants')).toBe('app /shop/gants')
  })

  it("sends a store page the storefront has no page for to the store's own", () => {
    expect(hrefOf('https://moto-boutique.example/pages/garantie')).toBe(
      'outside https://moto-boutique.example/pages/garantie',
    )
    expect(hrefOf('https://moto-boutique.example/policies/legal-notice')).toBe(
      'outside https://moto-boutique.example/policies/legal-notice',
    )
  })

  it('leaves addresses on other sites as they are, and drops what is no address', () => {
    expect(hrefOf('https://rallye.example/inscription')).toBe('outside https://rallye.example/inscription')
    expect(storeLink(null, hosts)).toBeNull()
    expect(storeLink('#', hosts)).toBeNull()
    expect(storeLink('javascript:alert(1)', hosts)).toBeNull()
  })
})
