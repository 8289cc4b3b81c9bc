import type { outstandingEn } from './outstanding.en';

/** හිඟ ගෙවීම් වාර්තාව (`outstanding.*`). */
export const outstandingSi: typeof outstandingEn = {
  title: 'හිඟ ගෙවීම්',
  subtitle: 'එක් එක් පාරිභෝගිකයා ඉන්වොයිසියක් පාසා තවමත් ගෙවිය යුතු මුදල, ඉන්වොයිසි දිනයේ සිට කාලය අනුව.',
  as_of: 'දිනට',
  known_at: 'දැන සිටි වේලාවට',
  known_at_help: 'සියලු වාර්තා කළ දේ සඳහා හිස්ව තබන්න',
  customer: 'පාරිභෝගිකයා',
  all_customers: 'සියලු පාරිභෝගිකයන්',
  total: 'එකතුව',
  invoices: 'ඉන්වොයිසි %{smart_count} |||| ඉන්වොයිසි %{smart_count}',
  empty_title: 'හිඟ කිසිවක් නැත',
  empty_body: 'මෙම දිනට සියලු තහවුරු කළ ඉන්වොයිසි ගෙවා ඇත. පෙර දිනයක් හෝ වෙනත් පාරිභෝගිකයෙකු තෝරා බලන්න.',
  columns: {
    code: 'කේතය',
    customer: 'පාරිභෝගිකයා',
    date: 'දිනය',
    project: 'ව්‍යාපෘතිය',
    paid: 'ගෙවූ',
    refund: 'ආපසු ගෙවීම',
    days_0_30: 'දින 0-30',
    days_31_60: 'දින 31-60',
    days_61_90: 'දින 61-90',
    days_over_90: 'දින 90ට වැඩි',
    age_days: 'වයස (දින)',
    total_due: 'මුළු හිඟ',
  },
};
