import { Alert, Anchor, Button, Text } from '@mantine/core';
import { mailMessages } from '@kaizen/domain';
import { SingleCardPage } from '../../../components/SingleCardPage';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/form-errors';
import { useConfirmEmail } from '../api/confirm';

/**
 * /confirm-email/{token}: where the confirmation e-mail leads. Confirming takes a click, so a mail
 * scanner that opens links does not use up the single-use link on the person's behalf.
 */
export default function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmail();
  return (
    <SingleCardPage title="メールアドレスの確認" width={440}>
      {confirm.isSuccess ? (
        <>
          <Alert color="teal" role="status">
            {mailMessages.emailConfirmed}（{confirm.data.email}）
          </Alert>
          <Anchor component={Link} to="/settings/mail">
            通知とメールの設定へ
          </Anchor>
        </>
      ) : (
        <>
          <Text size="sm">下のボタンを押すと、このメールアドレスへの通知が始まります。</Text>
          {confirm.isError ? (
            <Alert color="red" role="alert">
              {errorMessageOf(confirm.error)}
            </Alert>
          ) : null}
          <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending}>
            メールアドレスを確認する
          </Button>
        </>
      )}
    </SingleCardPage>
  );
}
