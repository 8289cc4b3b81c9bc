import type { RefusalTranslations } from './translations';

export const requestSi = {
  'request.not-found': 'අයිතමය හමු නොවීය',
  'request.too-large': 'ඉල්ලීමේ අන්තර්ගතය ඉතා විශාලයි.',
  'request.unreadable': 'ඉල්ලීමේ අන්තර්ගතය කියවිය නොහැකි විය.',
  'request.unreadable-encoding': 'ඉල්ලීමේ අන්තර්ගතය කියවිය නොහැකි විය.',
  'request.unsupported-type': 'ඉල්ලීමේ අන්තර්ගතය %{type} ලෙස යැවිය යුතුය.',
  'request.concurrent-change': 'එම අවස්ථාවේම වෙනත් වෙනසක් සුරකින ලදී. කරුණාකර නැවත පූරණය කර නැවත උත්සාහ කරන්න.',
  'request.concurrent-retry': 'එම අවස්ථාවේම වෙනත් වෙනසක් සුරකින ලදී. කරුණාකර නැවත උත්සාහ කරන්න.',
  'request.unavailable': 'සේවාව මොහොතකට ලබා ගත නොහැක. කරුණාකර මොහොතකින් නැවත උත්සාහ කරන්න.',
  'request.server-error': 'යමක් වැරදී ඇත',
  'request.route-not-found': 'අයිතමය හමු නොවීය',
  'request.too-many-requests': 'ඉල්ලීම් ඉතා වැඩියි. කරුණාකර තත්පර %{seconds} කින් නැවත උත්සාහ කරන්න.',
  'request.too-many-sign-ins': 'පිවිසීමේ උත්සාහයන් ඉතා වැඩියි. කරුණාකර තත්පර %{seconds} කින් නැවත උත්සාහ කරන්න.',
} satisfies RefusalTranslations;
