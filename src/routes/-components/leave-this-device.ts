import type { LeavingThisDevice } from '../../features/account/use-sign-out'

// The steps reach into several features' stores; their code loads when the shopper signs out.
const steps = () => import('./forget-this-device')

/** What Sign out does on this device: docs/decisions/0035-signing-out-leaves-nothing-behind.md. */
export const leaveThisDevice: LeavingThisDevice = {
  sendWaiting: (queryClient) => steps().then((m) => m.sendWaitingChanges(queryClient)),
  forget: (queryClient) => steps().then((m) => m.forgetThisDevice(queryClient)),
}
