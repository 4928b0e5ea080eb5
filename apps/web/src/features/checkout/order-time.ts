/** Times on the order page are Vladivostok's, whatever the guest's device says: '12:05'. */
const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Asia/Vladivostok',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatOrderTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
