import type { Currency, Organization, OrganizationFile, OrganizationType, Resolvers } from '../../generated/graphql.ts';
import type { OrganizationFileRow } from './organizations.files.repository.ts';
import { fileUrl, organizationImageUrl } from './organizations.files.service.ts';
import type { OrganizationView } from './organizations.read.service.ts';
import type { OrganizationsService } from './organizations.service.ts';

/** Maps the service's view to the GraphQL Organization shape (spec §3). */
export function toOrganizationGraph({ row, allSubsOrgIds, members, kiosks }: OrganizationView): Organization {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    appleId: row.appleId,
    imageUrl: organizationImageUrl(row.imageKey),
    description: row.description,
    fridges: kiosks.length,
    kiosks: kiosks.map((k) => ({ _id: k.id, name: k.name, serialNumber: k.serialNumber })),
    type: row.type as OrganizationType,
    parentOrg: row.parentId ? { _id: row.parentId, name: row.parentName ?? '' } : null,
    allSubsOrgIds,
    currency: row.currency as Currency,
    timeZone: row.timeZone,
    address: {
      address: row.address,
      city: row.city,
      state: row.state,
      country: row.country,
      postalCode: row.postalCode,
    },
    contact: {
      contactPerson: row.contact.contactPerson ?? null,
      role: row.contact.role ?? null,
      email: row.contact.email ?? null,
      phoneNumber: row.contact.phoneNumber ?? null,
      supportEmail: row.contact.supportEmail ?? null,
      supportPhoneNumber: row.contact.supportPhoneNumber ?? null,
    },
    support: {
      email: row.support.email ?? null,
      hotline: row.support.hotline ?? null,
      hotlineAvailability: row.support.hotlineAvailability ?? null,
    },
    kioskInitScreen: {
      headerURI: row.kioskInitScreen.headerURI ?? null,
      headerTextColor: row.kioskInitScreen.headerTextColor ?? null,
      bgURI: row.kioskInitScreen.bgURI ?? null,
      bgColor: row.kioskInitScreen.bgColor ?? null,
      bodyTextColor: row.kioskInitScreen.bodyTextColor ?? null,
    },
    users: members.map((m) => ({
      _id: m.userId,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      role: m.role,
      status: m.status,
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toOrganizationFileGraph(row: OrganizationFileRow): OrganizationFile {
  return {
    _id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    url: fileUrl(row),
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt,
  };
}

/** GraphQL ↔ organizations service; the service checks scope and rules. */
export function createOrganizationsResolvers(organizations: OrganizationsService): Resolvers {
  return {
    Query: {
      getOrganizationsGrid: async (_parent, { data }, ctx) => {
        const grid = await organizations.grid(ctx.viewer, data);
        return {
          total: grid.total,
          countries: grid.countries,
          cities: grid.cities,
          zipcodes: grid.zipcodes,
          parentOrg: grid.parentOrg.map((p) => ({ _id: p.id, name: p.name })),
          data: grid.data.map(toOrganizationGraph),
        };
      },
      getOrganizationById: async (_parent, { id }, ctx) =>
        toOrganizationGraph(await organizations.getById(ctx.viewer, id)),
      getAllOrganizations: async (_parent, _args, ctx) =>
        (await organizations.getAll(ctx.viewer)).map(toOrganizationGraph),
      getOrganizationFiles: async (_parent, { orgId }, ctx) =>
        (await organizations.files.list(ctx.viewer, orgId)).map(toOrganizationFileGraph),
    },
    Mutation: {
      createOrganization: async (_parent, { data }, ctx) =>
        toOrganizationGraph(await organizations.create(ctx.viewer, data)),
      updateOrganization: async (_parent, { orgId, data }, ctx) =>
        toOrganizationGraph(await organizations.update(ctx.viewer, orgId, data)),
      updateOrganizationImage: async (_parent, { orgId, image }, ctx) =>
        toOrganizationGraph(await organizations.files.updateImage(ctx.viewer, orgId, image)),
      deleteOrganizationImage: async (_parent, { orgId }, ctx) =>
        toOrganizationGraph(await organizations.files.deleteImage(ctx.viewer, orgId)),
      uploadOrganizationFile: async (_parent, { orgId, file }, ctx) =>
        toOrganizationFileGraph(await organizations.files.upload(ctx.viewer, orgId, file)),
      deleteOrganizationFile: async (_parent, { orgId, fileId }, ctx) =>
        organizations.files.delete(ctx.viewer, orgId, fileId),
    },
  };
}
