import { addUboAction, removeUboAction, updateUboAction } from '@ops/core/actions';
import type { AccountHolderDetails, CreateUboBody, Ubo } from '@ops/core/contract';
import { useState } from 'react';
import { uboTextFields } from '../../../../domain-parts/seller-identity/identity-fields.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/button.tsx';
import { Card } from '../../../../ui/card/card.tsx';
import { FormFailure } from '../../../../ui/form-failure/form-failure.tsx';
import { useSellerAction } from '../../common/seller-forms/use-seller-action.ts';
import { UboForm, uboPatchOf } from './ubo-form.tsx';

const uboName = (ubo: Ubo) => ubo.legalName ?? [ubo.firstName, ubo.lastName].filter(Boolean).join(' ');

const failedToUpdate = (t: ReturnType<typeof useI18n>['t']) => t.errors.uboListUpdateFailed();

/** The organization's ultimate beneficial owners, every field of spec section 3; add, edit and remove them. */
export function UboList({ seller }: { seller: AccountHolderDetails }) {
  const { t } = useI18n();
  const labels = t.sellers.ubos;
  const [adding, setAdding] = useState(false);
  /** The code of the UBO whose form is open. */
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const add = useSellerAction(addUboAction, failedToUpdate);
  const update = useSellerAction(updateUboAction, failedToUpdate);
  const remove = useSellerAction(removeUboAction, failedToUpdate);
  const busy = add.busy || update.busy || remove.busy;
  const failure = add.failure ?? update.failure ?? remove.failure;

  const { ubos } = seller.identity;
  return (
    <Card headingLevel={3} title={labels.title()}>
      <div className="identity-list">
        <FormFailure message={failure} />
        {ubos.length === 0 ? <p>{labels.none()}</p> : null}
        {ubos.map((ubo) =>
          editing === ubo.code ? (
            <UboForm
              key={ubo.code}
              ubo={ubo}
              busy={busy}
              onCancel={() => setEditing(undefined)}
              onSubmit={async (body: CreateUboBody) => {
                const patch = uboPatchOf(ubo, body);
                const done =
                  Object.keys(patch).length === 0 ||
                  (await update.run({ accountHolderCode: seller.code, uboCode: ubo.code, ...patch })).done;
                if (done) setEditing(undefined);
              }}
            />
          ) : (
            <article key={ubo.code} className="ubo" aria-label={uboName(ubo)}>
              <dl className="identity-fields">
                <dt>{labels.fields.type()}</dt>
                <dd>{t.sellers.legalForms[ubo.type]()}</dd>
                <dt>{labels.fields.code()}</dt>
                <dd>{ubo.code}</dd>
                {uboTextFields.map((field) => (
                  <div key={field} className="identity-field">
                    <dt>{labels.fields[field]()}</dt>
                    <dd>{ubo[field] ?? t.sellers.identity.notGiven()}</dd>
                  </div>
                ))}
              </dl>
              {seller.deleted || !update.allowed ? null : (
                <Button
                  size="sm"
                  disabled={busy}
                  aria-label={labels.editLabel({ name: uboName(ubo) })}
                  onClick={() => setEditing(ubo.code)}
                >
                  {labels.edit()}
                </Button>
              )}
              {seller.deleted || !remove.allowed ? null : (
                <Button
                  size="sm"
                  variant="danger"
                  disabled={busy}
                  aria-label={labels.removeLabel({ name: uboName(ubo) })}
                  onClick={() => remove.run({ accountHolderCode: seller.code, uboCode: ubo.code })}
                >
                  {labels.remove()}
                </Button>
              )}
            </article>
          ),
        )}
        {seller.deleted || !add.allowed ? null : adding ? (
          <UboForm
            busy={busy}
            onCancel={() => setAdding(false)}
            onSubmit={async (body: CreateUboBody) => {
              if ((await add.run({ accountHolderCode: seller.code, ...body })).done) setAdding(false);
            }}
          />
        ) : (
          <Button onClick={() => setAdding(true)}>{labels.add()}</Button>
        )}
      </div>
    </Card>
  );
}
