import { Paper, Text, Textarea, UnstyledButton } from '@mantine/core';
import type { CommentTarget } from '@kaizen/domain';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { isImeComposing } from '../../../lib/ime';
import { useMentionCandidates } from '../api/comments';
import classes from './comments.module.css';
import { insertMention, mentionQueryAt, type Mentioned } from './mention-text';

interface Props {
  target: CommentTarget;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onMention: (person: Mentioned) => void;
  /** Ctrl+Enter or ⌘+Enter: send. */
  onSubmit: () => void;
}

/**
 * The comment's text box. Typing 「@」 lists the people who may be mentioned here, narrowed by the
 * name typed after it — through the IME too, since the list follows the text, not the keys. ↑↓ and
 * Enter (never the Enter that confirms a conversion) or a click picks one.
 */
export function MentionTextarea({ target, label, value, error, onChange, onMention, onSubmit }: Props) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const typing = mentionQueryAt(value, caret);
  const open = typing !== null && typing.start !== dismissedAt;
  const candidates = useMentionCandidates(target, open ? typing.query.trim() : null);
  const people = open ? (candidates.data?.users ?? []) : [];
  const shown = people.length > 0;
  const activeIndex = Math.min(active, people.length - 1);

  const pick = (person: Mentioned) => {
    if (!typing) return;
    const next = insertMention(value, { start: typing.start, caret }, person.name);
    onChange(next.text);
    onMention(person);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isImeComposing(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
      return;
    }
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + people.length) % people.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const person = people[activeIndex];
      if (!person) return;
      event.preventDefault();
      pick(person);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissedAt(typing?.start ?? null);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className={classes.mentionBox}>
      <Textarea
        ref={ref}
        label={label}
        description="@で名前を入力するとメンションできます。Ctrl+Enterで送信"
        autosize
        minRows={2}
        maxRows={10}
        value={value}
        error={error}
        aria-autocomplete="list"
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
          setActive(0);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {shown ? (
        <Paper
          withBorder
          shadow="sm"
          className={classes.suggestions}
          role="listbox"
          id={listId}
          aria-label="メンションする人"
        >
          {people.map((person, index) => (
            <UnstyledButton
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              className={classes.option}
              // Keeps the focus (and the caret) in the text box while the mouse picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
            >
              <Text size="sm" span>
                {person.name}
              </Text>
              {person.is_client ? (
                <Text size="xs" c="dimmed" span>
                  {' '}
                  クライアント
                </Text>
              ) : null}
            </UnstyledButton>
          ))}
        </Paper>
      ) : null}
    </div>
  );
}
