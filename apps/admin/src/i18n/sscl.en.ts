import { mergeMessages } from './records.en';

/** The SSCL report (`sscl.*`) and its menu entry, merged into the English catalogue. */
export const ssclMessagesEn = {
  app: { menu: { report_sscl: 'SSCL' } },
  sscl: {
    title: 'Social Security Contribution Levy',
    subtitle: 'The levy quarter by quarter: turnover from the ledger, the share of it that is liable, and the levy on that share.',
    from: 'From',
    to: 'To',
    known_at: 'As known at',
    known_at_help: 'Leave empty for everything recorded',
    quarter: 'Quarter',
    total: 'Total',
    columns: { turnover: 'Turnover', liableTurnover: 'Liable turnover', levy: 'SSCL (%{rate}%)' },
    basis: 'Activity: %{activity}. %{share}% of turnover is liable; the levy is %{rate}% of it.',
    no_activity: 'No business activity is set, so the whole turnover is counted as liable; the levy is %{rate}% of it.',
    change_activity: 'Set the activity in Business Configuration',
    activities: {
      import: 'Importer',
      services: 'Services',
      manufacturing: 'Manufacturer',
      wholesale: 'Wholesale',
      'other-trading': 'Other trader',
    },
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type SsclMessages = Leaves<typeof ssclMessagesEn>;

export const withSsclMessagesEn = <T extends object>(catalogue: T): T => mergeMessages(catalogue, ssclMessagesEn);
