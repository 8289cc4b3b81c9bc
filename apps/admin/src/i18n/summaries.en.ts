/** Settings › Monthly Report dates: the monthly summaries' last and next runs (`summaries.*`). */
export const summariesEn = {
  outstanding: { title: 'Monthly outstanding summary', body: 'A spreadsheet of what your customers owe on the day it is sent, mailed to every admin.' },
  business: { title: 'Monthly business summary', body: "Last month's profit and loss as a PDF, mailed to every admin." },
  next_run: 'Next',
  last_run: 'Last sent',
  due_now: 'Today, within a few minutes',
  off: 'Off: choose a day above',
  never: 'Not sent yet',
  for_month: '%{month} summary',
  sent_on: 'Sent %{date} at %{time}',
  as_of: 'what was owed on %{date}',
  covers_month: 'profit and loss of %{month}',
  sent_to: 'To %{smart_count} admin |||| To %{smart_count} admins',
};
