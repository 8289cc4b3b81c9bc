import type { RefusalTranslations } from './translations';

export const plansSi = {
  'plans.plan-not-found': 'සැලැස්ම හමු නොවීය',
  'plans.notification-refused': 'ගෙවීම් දැනුම්දීම ප්‍රතික්ෂේප කරන ලදී.',
  'plans.no-api-key': 'බලාත්මක API යතුරක් නැත.',
  'plans.choose-plan': 'කරුණාකර සැලැස්මක් තෝරන්න.',
  'plans.months': 'මාස ගණන 1 සිට %{max} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.',
  'plans.payment-method': 'ගෙවීම් ක්‍රමය PayHere හෝ බැංකු මාරුව විය යුතුය.',
  'plans.payment-method-unavailable': 'මෙම ගෙවීම් ක්‍රමය ලබා ගත නොහැක. කරුණාකර වෙනත් එකක් තෝරන්න.',
  'plans.users-over-plan':
    '%{plan} සැලැස්මට පරිශීලකයින් %{limit} දක්වා ඉඩ දෙයි; මෙම වැඩබිමේ පරිශීලකයින් %{users}ක් සිටී. පළමුව පරිශීලකයින් ඉවත් කරන්න, නැතහොත් වෙනත් සැලැස්මක් තෝරන්න.',
  'plans.user-limit-reached': {
    message: '%{plan} සැලැස්මට පරිශීලකයින් %{limit} දක්වා ඉඩ දෙයි. තවත් එක් කිරීමට සැකසුම් › ගෙවීම් සැලැස්ම හි විශාල සැලැස්මක් තෝරන්න.',
    title: 'පරිශීලක සීමාවට ළඟා විය',
  },
} satisfies RefusalTranslations;
