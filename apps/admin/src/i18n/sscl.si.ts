import { mergeMessages } from './records.en';
import type { SsclMessages } from './sscl.en';

export const ssclMessagesSi: SsclMessages = {
  app: { menu: { report_sscl: 'සමාජ ආරක්ෂණ දායකත්ව බද්ද' } },
  sscl: {
    title: 'සමාජ ආරක්ෂණ දායකත්ව බද්ද',
    subtitle: 'කාර්තුවෙන් කාර්තුවට බද්ද: ලෙජරයෙන් පිරිවැටුම, එයින් බදු අය කළ යුතු කොටස සහ එම කොටස මත බද්ද.',
    from: 'සිට',
    to: 'දක්වා',
    known_at: 'දැන සිටි වේලාව',
    known_at_help: 'සියලු සටහන් සඳහා හිස්ව තබන්න',
    quarter: 'කාර්තුව',
    total: 'එකතුව',
    columns: { turnover: 'පිරිවැටුම', liableTurnover: 'බදු අය කළ යුතු පිරිවැටුම', levy: 'බද්ද (%{rate}%)' },
    basis: 'ව්‍යාපාර කටයුත්ත: %{activity}. පිරිවැටුමෙන් %{share}% ක් බදු අය කළ යුතුය; බද්ද එයින් %{rate}% කි.',
    no_activity: 'ව්‍යාපාර කටයුත්තක් සකසා නැති බැවින් මුළු පිරිවැටුමම බදු අය කළ යුතු ලෙස ගණන් ගැනේ; බද්ද එයින් %{rate}% කි.',
    change_activity: 'ව්‍යාපාර වින්‍යාසයේ ව්‍යාපාර කටයුත්ත සකසන්න',
    activities: {
      import: 'ආනයනකරු',
      services: 'සේවා',
      manufacturing: 'නිෂ්පාදකයා',
      wholesale: 'තොග වෙළඳාම',
      'other-trading': 'වෙනත් වෙළෙන්දා',
    },
  },
};

export const withSsclMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, ssclMessagesSi);
