import type { RefusalTranslations } from './translations';

/** Bank statements, matching and reconciliation, in Sinhala. */
export const bankStatementsSi = {
  'bank-statements.file-required': 'කරුණාකර CSV හෝ Excel බැංකු ප්‍රකාශ ගොනුවක් තෝරන්න.',
  'bank-statements.file-type': 'ප්‍රකාශය CSV ගොනුවක් හෝ Excel වැඩපොතක් (.xlsx) විය යුතුය.',
  'bank-statements.no-lines': 'ප්‍රකාශයේ ආයාත කිරීමට පේළි නැත.',
  'bank-statements.mapping': 'තීරු සිතියමේ දින තීරුව සහ මුදල් තීරුවක්, නැතහොත් හර සහ බැර තීරු සඳහන් විය යුතුය.',
  'bank-statements.no-columns': 'ප්‍රකාශයේ තීරු හඳුනාගත නොහැක: දින සහ මුදල් තීරු සිතියම්ගත කරන්න.',
  'bank-statements.bad-date': 'පේළිය %{row}, තීරුව %{column}: “%{value}” යනු %{format} ආකෘතියේ දිනයක් නොවේ.',
  'bank-statements.bad-amount': 'පේළිය %{row}, තීරුව %{column}: “%{value}” යනු මුදලක් නොවේ.',
  'bank-statements.batch-committed': 'මෙම ප්‍රකාශය දැනටමත් ආයාත කර ඇත.',
  'bank-statements.batch-not-committed': 'අහෝසි කළ හැක්කේ ආයාත කළ ප්‍රකාශයක් පමණි.',
  'bank-statements.batch-matched': 'මෙම ප්‍රකාශය අහෝසි කිරීමට පෙර එහි පේළිවල ගැළපීම් ඉවත් කරන්න.',
  'bank-statements.line-matched': 'මෙම ප්‍රකාශ පේළිය දැනටමත් ගළපා ඇත.',
  'bank-statements.line-not-matched': 'මෙම ප්‍රකාශ පේළිය ගළපා නැත.',
  'bank-statements.line-reconciled': 'මෙම ප්‍රකාශ පේළිය සැසඳුම් කර ඇත: පළමුව සැසඳුම අහෝසි කරන්න.',
  'bank-statements.document-unavailable': 'තෝරාගත් ලේඛනය මෙම ගිණුමේ තහවුරු කළ, නොගැළපූ ලේඛනයක් නොවේ.',
  'bank-statements.match-sum': 'ලේඛනවල එකතුව %{sum} වේ, පේළියේ %{amount} නොවේ.',
  'bank-statements.documents-required': 'අවම වශයෙන් එක් ලේඛනයක් තෝරන්න.',
  'bank-statements.create-kind': 'මුදල් ලැබීමේ පේළියකින් ආදායමක්, රිසිට්පතක් හෝ ලැබෙන මාරුවක් ද, මුදල් ගෙවීමේ පේළියකින් වියදමක්, වවුචරයක් හෝ යවන මාරුවක් ද සෑදේ.',
  'bank-statements.reconciliation-difference': 'නිෂ්කාශිත ශේෂය ප්‍රකාශ ශේෂයෙන් %{difference} කින් වෙනස් වේ.',
  'bank-statements.reconciliation-date': 'ගිණුම දැනටමත් %{date} දක්වා සැසඳුම් කර ඇත.',
  'bank-statements.reconciliation-not-latest': 'අහෝසි කළ හැක්කේ ගිණුමේ නවතම සැසඳුම පමණි.',
  'bank-statements.reconciliation-undone': 'මෙම සැසඳුම දැනටමත් අහෝසි කර ඇත.',
  'bank-statements.rule-condition': 'කොන්දේසියේ සැසඳීම හෝ අගය එහි ක්ෂේත්‍රයට නොගැලපේ.',
  'bank-statements.rule-conditions-required': 'අවම වශයෙන් එක් කොන්දේසියක් එක් කරන්න.',
  'bank-statements.document-cleared': 'මෙම ලේඛනය %{date} බැංකු සැසඳුමෙන් නිෂ්කාශනය කර ඇත: එය ආපසු හැරවීමට හෝ මකා දැමීමට පෙර එම සැසඳුම අහෝසි කරන්න.',
} satisfies RefusalTranslations;
