import { updateSellerAction } from '@ops/core/actions';
import type { AccountHolderDetails } from '@ops/core/contract';
import { useState } from 'react';
import { addressFields, identityTextFields } from '../../../../domain-parts/seller-identity/identity-fields.ts';
import { useActionAllowed } from '../../../../kit/actions/use-action-allowed.ts';
import { useI18n } from '../../../../lib/i18n/use-i18n.ts';
import { Button } from '../../../../ui/button/button.tsx';
import { Card } from '../../../../ui/card/card.tsx';
import { DocumentList } from './document-list.tsx';
import { IdentityForm } from './identity-form.tsx';
import { UboList } from './ubo-list.tsx';

/** The Identity tab: the individual or organization with every field of spec section 3, its UBOs and documents. */
export function IdentityTab({
  scope,
  seller,
}: {
  scope: { merchantCode: string; divisionCode: string };
  seller: AccountHolderDetails;
}) {
  const { t } = useI18n();
  const labels = t.sellers.identity;
  const [editing, setEditing] = useState(false);
  const mayEdit = useActionAllowed(updateSellerAction);
  const { identity } = seller;
  const shown = (value: string | null) => value ?? labels.notGiven();
  return (
    <div className="identity-tab">
      <Card
        headingLevel={3}
        title={identity.type === 'ORGANIZATION' ? labels.organization() : labels.individual()}
        actions={
          seller.deleted || editing || !mayEdit ? undefined : (
            <Button onClick={() => setEditing(true)}>{labels.edit()}</Button>
          )
        }
      >
        {editing ? (
          <IdentityForm seller={seller} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="identity-fields">
              <dt>{labels.fields.type()}</dt>
              <dd>{t.sellers.legalForms[identity.type]()}</dd>
              <dt>{labels.fields.email()}</dt>
              <dd>{identity.email}</dd>
              {identityTextFields.map((field) => (
                <div key={field} className="identity-field">
                  <dt>{labels.fields[field]()}</dt>
                  <dd>{shown(identity[field])}</dd>
                </div>
              ))}
            </dl>
            <h4 className="identity-subheading">{labels.address()}</h4>
            <dl className="identity-fields">
              {addressFields.map((field) => (
                <div key={field} className="identity-field">
                  <dt>{labels.fields[field]()}</dt>
                  <dd>{shown(identity.address[field])}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Card>
      {identity.type === 'ORGANIZATION' ? <UboList seller={seller} /> : null}
      <DocumentList scope={scope} seller={seller} />
    </div>
  );
}
