import type { securityEn } from './security.en';

/** විවෘත සැසි සහ පුරනය වීමේ ඉතිහාසය: පැතිකඩෙහි සහ පරිශීලක ලේඛනයෙහි. */
export const securitySi: typeof securityEn = {
  sessions: {
    title: 'ඔබ පුරනය වී සිටින තැන්',
    subtitle: 'ඔබ නොහඳුනන හෝ තවදුරටත් භාවිත නොකරන උපාංගයකින් නික්මෙන්න.',
    this_device: 'මෙම උපාංගය',
    signed_in: 'පුරනය වූයේ %{time}',
    last_seen: 'අවසන් වරට සක්‍රිය %{time}',
    unknown_browser: 'නොදන්නා බ්‍රවුසරයක්',
    end: 'නික්මෙන්න',
    end_named: '%{device} වෙතින් නික්මෙන්න',
    end_others: 'අනෙක් සියලු තැන්වලින් නික්මෙන්න',
    ended: 'එම උපාංගයෙන් නික්මුණි.',
    ended_others: 'තවත් උපාංග %{smart_count}කින් නික්මුණි |||| තවත් උපාංග %{smart_count}කින් නික්මුණි',
    none_else: 'ඔබ පුරනය වී සිටින්නේ මෙහි පමණි.',
  },
  history: {
    title: 'පුරනය වීමේ ඉතිහාසය',
    subtitle: 'ඔබේ ගිණුමට මෑත පුරනය වීම් සහ අසාර්ථක වූ උත්සාහයන්.',
    workspace_title: 'පුරනය වීමේ ඉතිහාසය',
    workspace_subtitle: 'මෙම වැඩබිමට පුරනය වූයේ කවුද, කවදාද, කොහි සිටද යන්න සහ අසාර්ථක වූ උත්සාහයන්.',
    empty: 'තවම පුරනය වීම් නැත.',
    when: 'වේලාව',
    user: 'පරිශීලකයා',
    how: 'ක්‍රමය',
    result: 'ප්‍රතිඵලය',
    address: 'ලිපිනය',
    browser: 'බ්‍රවුසරය',
    more: 'තවත් පෙන්වන්න',
    outcome: { 'signed-in': 'පුරනය විය', refused: 'ප්‍රතික්ෂේප විය' },
    method: {
      password: 'මුරපදය',
      google: 'Google',
      registration: 'ලියාපදිංචිය',
      'two-step': 'පියවර දෙකේ කේතය',
      'recovery-code': 'ප්‍රතිසාධන කේතය',
    },
  },
};
