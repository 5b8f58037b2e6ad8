import { useState } from 'react'
import { EMPTY_OUTFIT, isOutfitEmpty, type Outfit, parseStoredOutfit, serializeOutfit } from './outfit'

const OUTFIT_KEY = 'open-road:outfit'

function readOutfit(): Outfit {
  try {
    return parseStoredOutfit(window.sessionStorage.getItem(OUTFIT_KEY))
  } catch {
    return EMPTY_OUTFIT
  }
}

function writeOutfit(outfit: Outfit) {
  try {
    if (isOutfitEmpty(outfit)) window.sessionStorage.removeItem(OUTFIT_KEY)
    else window.sessionStorage.setItem(OUTFIT_KEY, serializeOutfit(outfit))
  } catch {
    // Storage refused (private mode, quota): the outfit still works, it just won't survive a reload.
  }
}

/** Signing out: the next shopper in this tab starts with an empty outfit. */
export function forgetStoredOutfit() {
  writeOutfit(EMPTY_OUTFIT)
}

/** The outfit, kept in sessionStorage so a reload in the same tab keeps it. */
export function useStoredOutfit() {
  const [outfit, setOutfit] = useState(readOutfit)
  const saveOutfit = (next: Outfit) => {
    setOutfit(next)
    writeOutfit(next)
  }
  return [outfit, saveOutfit] as const
}
