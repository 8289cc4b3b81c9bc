import { Money } from '../money/money';
import { parseMoney } from '../money/money.parse';
import { lineEntryKinds, type LineEntryKind, type LineToMatch } from './bank-matching';

/*
 * Bank rules: what a workspace knows about its statements' lines ("CEFT PERERA" is Perera
 * Traders paying; "CEB" is the electricity bill). A rule's conditions look at a line's
 * description, reference, amount and direction; when all (or any) hold, it suggests or books the
 * document it names. Rules are tried in their order and the first that fits a line wins.
 */

export const RULE_FIELDS = ['description', 'reference', 'amount', 'direction'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** The comparisons each field allows: text is searched, an amount (of the line, either way) compared, a direction named. */
export const RULE_OPERATORS = {
  description: ['contains', 'starts_with', 'equals'],
  reference: ['contains', 'starts_with', 'equals'],
  amount: ['equals', 'at_least', 'at_most'],
  direction: ['is'],
} as const satisfies Record<RuleField, readonly string[]>;
export type RuleOperator = (typeof RULE_OPERATORS)[RuleField][number];

export const RULE_DIRECTIONS = ['in', 'out'] as const;
export const RULE_ACTIONS = ['suggest', 'create'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

export interface RuleCondition {
  field: RuleField;
  operator: RuleOperator;
  value: string;
}

/** The document a rule names: a line entry's kind and the party, category or account it books with. */
export interface RuleEntry {
  kind: LineEntryKind;
  customer_id?: string | null;
  supplier_id?: string | null;
  expense_category_id?: string | null;
  other_account?: string | null;
}

export interface BankRule {
  id: string;
  name: string;
  match: 'all' | 'any';
  conditions: RuleCondition[];
  action: RuleAction;
  entry: RuleEntry;
  memo: string | null;
}

/** Whether a condition is one a rule can hold: its operator is its field's, its value fits the field. */
export function isRuleCondition(condition: { field?: unknown; operator?: unknown; value?: unknown }): boolean {
  const { field, operator, value } = condition;
  if (!RULE_FIELDS.some((f) => f === field) || typeof value !== 'string' || value.trim() === '' || value.length > 200) return false;
  const operators: readonly string[] = RULE_OPERATORS[field as RuleField];
  if (!operators.includes(String(operator))) return false;
  if (field === 'amount') return parseMoney(value, { label: 'amount', sign: 'positive' }).ok;
  if (field === 'direction') return RULE_DIRECTIONS.some((d) => d === value);
  return true;
}

const folded = (text: string | null | undefined) => (text ?? '').normalize('NFC').trim().toLocaleLowerCase();

function holds(condition: RuleCondition, line: LineToMatch): boolean {
  const amount = Money.of(line.amount);
  switch (condition.field) {
    case 'direction':
      return (amount.isPositive() ? 'in' : 'out') === condition.value;
    case 'amount': {
      const size = amount.abs();
      const value = Money.of(condition.value);
      if (condition.operator === 'at_least') return !value.greaterThan(size);
      if (condition.operator === 'at_most') return !size.greaterThan(value);
      return size.equals(value);
    }
    default: {
      const text = folded(condition.field === 'description' ? line.description : line.reference);
      const value = folded(condition.value);
      if (condition.operator === 'equals') return text === value;
      if (condition.operator === 'starts_with') return text.startsWith(value);
      return text.includes(value);
    }
  }
}

/** Whether the rule's conditions hold for the line (all of them, or any one). */
export function ruleMatches(rule: Pick<BankRule, 'match' | 'conditions'>, line: LineToMatch): boolean {
  return rule.match === 'all' ? rule.conditions.every((c) => holds(c, line)) : rule.conditions.some((c) => holds(c, line));
}

/** The first rule, in order, whose conditions hold for the line and whose document fits the way its money went. */
export function firstRuleFor<R extends BankRule>(rules: readonly R[], line: LineToMatch): R | null {
  const kinds = lineEntryKinds(line.amount);
  return rules.find((rule) => kinds.includes(rule.entry.kind) && ruleMatches(rule, line)) ?? null;
}

/** The body a rule sends to make its document from a line: its entry, with its memo as the remark when it has one. */
export function ruleEntryBody(rule: BankRule): RuleEntry & { remark?: string } {
  return { ...rule.entry, ...(rule.memo ? { remark: rule.memo } : {}) };
}
