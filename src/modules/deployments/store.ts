// Typed access to deployments and their log lines.
import type { Db } from 'mongodb';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import type { DeploymentDoc, DeploymentLogDoc } from './model.js';

export const deployments = (db: Db, t: TenantContext) => tenantCollection<DeploymentDoc>(db, COLLECTION.deployments, t);
export const deploymentLogs = (db: Db, t: TenantContext) =>
  tenantCollection<DeploymentLogDoc>(db, COLLECTION.deployment_logs, t);
