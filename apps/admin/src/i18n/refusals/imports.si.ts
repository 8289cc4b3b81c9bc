import type { RefusalTranslations } from './translations';

export const importsSi = {
  'imports.kind': 'ගොනුවේ ඇත්තේ කුමක්දැයි තෝරන්න: ගනුදෙනුකරුවන්, සැපයුම්කරුවන්, නිෂ්පාදන, බැංකු ගිණුම් හෝ ගිණුම් සැලැස්මේ ගිණුම්.',
  'imports.file-required': 'කරුණාකර CSV හෝ Excel ගොනුවක් තෝරන්න.',
  'imports.file-type': 'ගොනුව CSV ගොනුවක් හෝ Excel වැඩපොතක් (.xlsx) විය යුතුය.',
  'imports.no-rows': 'ගොනුවේ ශීර්ෂ පේළියක් ඇති නමුත් ආයාත කිරීමට පේළි නැත.',
  'imports.no-columns': 'ගොනුවේ කිසිදු තීරුවක් ක්ෂේත්‍රයකට නොගැලපේ. සැකිල්ලේ ශීර්ෂ භාවිත කරන්න හෝ තීරු සිතියම්ගත කරන්න.',
  'imports.mapping': 'තීරු සිතියම එක් එක් තීරුවට ක්ෂේත්‍රයක් නම් කරන JSON විය යුතුය.',
  'imports.date-format': 'දින ආකෘතිය dd/MM/yyyy, MM/dd/yyyy හෝ yyyy-MM-dd විය යුතුය.',
  'imports.decimal-separator': 'දශම වෙන්කරනය තිතක් හෝ කොමාවක් විය යුතුය.',
  'imports.has-errors': 'සමහර පේළිවල දෝෂ ඇත: ගොනුවේ ඒවා නිවැරදි කර නැවත උඩුගත කරන්න.',
  'imports.committed': 'මෙම ආයාතය දැනටමත් ආයාත කර ඇත.',
} satisfies RefusalTranslations;
