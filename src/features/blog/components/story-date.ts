const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** "March 14, 2024": the same on every device, whatever its time zone. */
export function publishedDate(iso: string) {
  return dateFormat.format(new Date(iso))
}
