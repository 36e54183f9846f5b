import { z } from 'zod';
import { wireMessages } from '../wire-messages.ts';

/** A seller's legal form (spec section 3); an identity and a UBO are of one of these types too. */
export const legalForms = ['INDIVIDUAL', 'ORGANIZATION'] as const;
export const legalFormSchema = z.enum(legalForms);

/** Company types of an organization (spec section 3); a government entity can be approved automatically. */
export const companyTypes = ['GOVERNMENT_ENTITY', 'PRIVATE_COMPANY', 'PUBLIC_COMPANY', 'NON_PROFIT'] as const;
export const companyTypeSchema = z.enum(companyTypes);

export const companyTypeRequiredMessage = wireMessages.companyTypeRequired;
export const companyTypeForbiddenMessage = wireMessages.companyTypeForbidden;

/** The rule binding the two: an organization has a company type, an individual has none. */
export function checkCompanyType(
  value: { legalForm: LegalForm; companyType?: CompanyType | null | undefined },
  context: z.RefinementCtx,
) {
  if (value.legalForm === 'ORGANIZATION' && value.companyType == null) {
    context.addIssue({ code: 'custom', path: ['companyType'], message: companyTypeRequiredMessage });
  }
  if (value.legalForm === 'INDIVIDUAL' && value.companyType != null) {
    context.addIssue({ code: 'custom', path: ['companyType'], message: companyTypeForbiddenMessage });
  }
}

export type LegalForm = z.infer<typeof legalFormSchema>;
export type CompanyType = z.infer<typeof companyTypeSchema>;
